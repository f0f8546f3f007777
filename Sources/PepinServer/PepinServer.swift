/// The local preview and self-hosting server.
public enum PepinServer {}
