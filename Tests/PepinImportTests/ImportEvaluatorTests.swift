import Testing
@testable import PepinEvaluation

/// How the import evaluation compares texts: whitespace collapsed, a trailing colon dropped.
@Suite struct ImportEvaluatorTests {
    @Test("each item of a list, the last one too, compares without stray spaces or a trailing colon")
    func comparable() {
        #expect(ImportEvaluator.comparable("[Mix  well. | Method: | Serve.  ]") == "[Mix well. | Method | Serve.]")
        #expect(ImportEvaluator.comparable("[For the sauce:]") == "[For the sauce]")
        #expect(ImportEvaluator.comparable("[]") == "[]")
        #expect(ImportEvaluator.comparable(" Leek  Soup ") == "Leek Soup")
        #expect(ImportEvaluator.comparable("[Mix.]") != ImportEvaluator.comparable("[Mix. | Serve.]"))
    }
}
