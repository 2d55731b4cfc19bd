import Foundation
import Hummingbird
import NIOCore

/// The pictures a served scene links to: the SVG names tiles (and any image it does not
/// embed) relative to the script's folder, and the page lives at `/`, so the browser asks for
/// them at the same relative paths. Only image files inside that folder are served, never the
/// script, its data or anything above the folder, whatever `--host` exposes.
struct FolderImages: Sendable {
    static let contentTypes = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "svg": "image/svg+xml",
    ]

    /// The script's folder, absolute and without symbolic links.
    let folder: String

    init(folder: String) {
        self.folder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    }

    /// The answer to `GET path`: the image, 304 when the page already has this version, or 404.
    func response(for path: String, ifModifiedSince: String?) -> Response {
        guard let file = file(for: path),
              let type = Self.contentTypes[(file as NSString).pathExtension.lowercased()],
              let attributes = try? FileManager.default.attributesOfItem(atPath: file),
              attributes[.type] as? FileAttributeType == .typeRegular else {
            return Response(status: .notFound)
        }
        var headers = HTTPFields()
        // Revalidated on every use, so that a tile redrawn on disk shows at the next update.
        headers[.cacheControl] = "no-cache"
        let modified = (attributes[.modificationDate] as? Date).map(Self.httpDate)
        if let modified { headers[.lastModified] = modified }
        if let modified, modified == ifModifiedSince {
            return Response(status: .notModified, headers: headers)
        }
        guard let bytes = FileManager.default.contents(atPath: file) else { return Response(status: .notFound) }
        headers[.contentType] = type
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The file a URL path names, when it is inside the folder.
    func file(for path: String) -> String? {
        guard let decoded = path.removingPercentEncoding else { return nil }
        let components = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty,
              !components.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") || $0.contains("\0") }) else {
            return nil
        }
        let joined = URL(fileURLWithPath: folder).appendingPathComponent(components.joined(separator: "/"))
        // A link inside the folder may not lead out of it.
        let resolved = joined.resolvingSymlinksInPath().path
        return resolved.hasPrefix(folder + "/") ? resolved : nil
    }

    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
