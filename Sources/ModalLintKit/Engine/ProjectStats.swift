/// Counts that show how much of a project the analysis understood (`modallint stats`).
public struct ProjectStats {
    public var files = 0, bytes = 0, types = 0, functions = 0, calls = 0, skipped = 0
    public var presentCalls = 0, presentResolved = 0
    public var storyboards = 0, scenes = 0, segues = 0, modalSegues = 0
    public var performSegueSites = 0, performSegueResolved = 0
    public var instantiateSites = 0, instantiateResolved = 0

    public init(index: ProjectIndex, graph: PresentationGraph) {
        files = index.models.count
        for m in index.models {
            bytes += m.file.byteCount
            types += m.types.count
            functions += m.functions.filter { $0.kind != .accessor }.count
            calls += m.calls.count
            skipped += m.skipped.count
            for c in m.calls {
                if PresentCall.isUIKitShape(c) { presentCalls += 1 }
                let id: String? = {
                    guard let a = c.arguments.first, a.label == "withIdentifier", case .literal(.string, let r) = a.value else { return nil }
                    let t = m.text(r)
                    return t.count >= 2 ? String(t.dropFirst().dropLast()) : nil
                }()
                if c.name == "performSegue" {
                    performSegueSites += 1
                    if let id = id, index.seguesByIdentifier[id]?.isEmpty == false { performSegueResolved += 1 }
                } else if c.name == "instantiateViewController" {
                    instantiateSites += 1
                    if let id = id, index.scenesByIdentifier[id]?.count == 1 { instantiateResolved += 1 }
                }
            }
        }
        presentResolved = graph.entries.filter { $0.file >= 0 && $0.presented.verdict != .unknown }.count
        storyboards = index.storyboards.count
        for sb in index.storyboards {
            scenes += sb.scenes.count
            segues += sb.segues.count
            modalSegues += sb.segues.filter { $0.isModal }.count
        }
    }

    public var text: String {
        """
        swift files \(files), bytes \(bytes), types \(types), functions \(functions), calls \(calls), skipped regions \(skipped)
        UIKit present calls \(presentCalls), presentations resolved (wrappers included) \(presentResolved)
        storyboards/xibs \(storyboards), scenes \(scenes), segues \(segues), modal segues \(modalSegues)
        performSegue sites \(performSegueSites), resolved to a segue \(performSegueResolved)
        instantiateViewController sites \(instantiateSites), resolved to a scene \(instantiateResolved)

        """
    }
}
