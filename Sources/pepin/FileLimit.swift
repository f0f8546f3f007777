import Foundation

/// The process's limit on open files: a server raises its soft limit to the hard limit, so a
/// storm of connections meets the idle timeout before it meets the limit.
enum FileLimit {
    static func raiseToHardLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = min(limit.rlim_max, 65_536)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
