import ArgumentParser
import Foundation
import Pepin
import PepinCookbook

/// `pepin-bench train-names`: trains the name model (``NameModel``) on labelled lines.
///
/// Each line is parsed by the rules alone; each word after the amount is a candidate, labelled a
/// name word when it overlaps a token the gold labels NAME. An averaged structured perceptron
/// decides each line's candidates exactly as ``NameTagger`` does (Viterbi), and learns from its mistakes.
struct TrainNamesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train-names",
        abstract: "Train the ingredient-name model on labelled lines (train.jsonl).",
        discussion: """
            Writes the weights as Swift source (--weights-out, normally \
            Sources/Pepin/Parsing/NameModel+Weights.swift). With --fold K, learns on the lines whose \
            index modulo --folds is not K and writes `pepin parse` JSON for the others (--predictions).
            """)

    @Argument(help: "Labelled lines (JSON Lines with sentence and tokens).")
    var path = "../shared/data/ingredients/train.jsonl"

    @Option(help: "Passes over the lines.")
    var epochs = 10

    @Option(help: "Models trained on other orders of the lines, averaged.")
    var bags = 16

    @Option(help: "Leave out the lines whose index modulo --folds is this, and predict them.")
    var fold: Int?

    @Option(help: "The number of folds.")
    var folds = 5

    @Flag(
        help: """
            Learn on each four fifths in turn and write every line's prediction from the model that \
            never saw it (--predictions), in the order of the lines.
            """)
    var allFolds = false

    @Option(help: "Where to write the weights as Swift source.")
    var weightsOut: String?

    @Option(help: "Where to write predictions for the left-out fold (pepin parse JSON Lines).")
    var predictions: String?

    @Option(help: "Where to write the rules' own predictions (the default parser) for the left-out fold.")
    var rulesPredictions: String?

    func run() throws {
        guard epochs > 0, folds > 1 else { throw ValidationError("--epochs must be positive and --folds above 1") }
        let rows = try NameTrainingRows.read(path)
        if allFolds { return try crossPredict(rows) }
        let isTraining: (Int) -> Bool = { index in fold.map { index % folds != $0 } ?? true }
        let examples = rows.enumerated().filter { isTraining($0.offset) }.map { NameTrainingRows.example($0.element) }
        let start = Date()
        let weights = NamePerceptron(epochs: epochs, bags: bags).train(examples)
        FileHandle.standardError.write(
            "trained on \(examples.count) lines in \(String(format: "%.1f", Date().timeIntervalSince(start))) s; \(weights.filter { $0 != 0 }.count) weights\n"
                .data(using: .utf8)!)
        if let weightsOut { try NameWeightsSource(weights: weights).text.write(toFile: weightsOut, atomically: true, encoding: .utf8) }
        guard let fold else { return }
        guard let model = NameModel(weights: weights) else { throw ValidationError("wrong weight count") }
        for (file, model) in [(predictions, model), (rulesPredictions, nil)] {
            guard let file else { continue }
            var out = ""
            for (index, row) in rows.enumerated() where index % folds == fold {
                var w = JSONWriter()
                IngredientLineJSON.write(IngredientLineParser(row.sentence, model: model).line, into: &w)
                out += w.text + "\n"
            }
            try out.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }
}

extension TrainNamesCommand {
    /// Every line predicted by the model trained on the other folds (the lexicon is the compiled one).
    func crossPredict(_ rows: [NameTrainingRows.Row]) throws {
        guard let predictions else { throw ValidationError("--all-folds needs --predictions") }
        let examples = rows.map { NameTrainingRows.example($0) }
        var lines = [String](repeating: "", count: rows.count)
        for k in 0..<folds {
            let training = examples.enumerated().filter { $0.offset % folds != k }.map(\.element)
            guard let model = NameModel(weights: NamePerceptron(epochs: epochs, bags: bags).train(training)) else {
                throw ValidationError("wrong weight count")
            }
            for index in stride(from: k, to: rows.count, by: folds) {
                var w = JSONWriter()
                IngredientLineJSON.write(IngredientLineParser(rows[index].sentence, model: model).line, into: &w)
                lines[index] = w.text
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: predictions, atomically: true, encoding: .utf8)
    }
}

/// The weights as the Swift source of `NameModel+Weights.swift`.
struct NameWeightsSource {
    let weights: [Int16]

    var text: String {
        var entries: [String] = []
        for (bucket, weight) in weights.enumerated() where weight != 0 { entries.append(String(bucket, radix: 16) + ":" + String(weight)) }
        var lines: [String] = []
        var index = 0
        while index < entries.count {
            lines.append("        " + entries[index..<min(index + 12, entries.count)].joined(separator: " "))
            index += 12
        }
        return """
            // Generated by `pepin-bench train-names` from train.jsonl; do not edit.
            // \(entries.count) non-zero weights of \(NameModel.bucketCount) buckets.

            extension NameModel {
                #if hasFeature(Embedded)
                /// The browser's core reads names by the rules alone (it never shows a name).
                public static let standard: NameModel? = nil
                #else
                /// The model trained on all of train.jsonl.
                public static let standard = NameModel(text: weightsText)

                private static let weightsText: StaticString = \"\"\"
            \(lines.joined(separator: "\n"))
                    \"\"\"
                #endif
            }

            """
    }
}
