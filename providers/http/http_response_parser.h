#pragma once
// HttpResponseParser: reads one HTTP/1.0 or 1.1 response from bytes as they arrive, cut anywhere:
// the status line and headers (interim 1xx heads skipped), then the body by Content-Length, by
// chunked transfer coding, or until the connection closes. Pure C++, no Qt and no I/O, so it is
// unit-tested on bytes and fuzzed (tests/fuzz/fuzz_http_response.cpp).
// Every byte comes from the network and may be hostile: the head is capped and validated strictly
// (the version, a status of 100-599, header names, Content-Length digits, chunk sizes in hex with a
// cap); anything else fails with a readable reason instead of being guessed at.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nashlab::providers {

struct HttpParserLimits {
    std::size_t maxHeadBytes = 64 * 1024;      ///< one head (status line and headers); trailers too
    std::uint64_t maxChunkBytes = 1ULL << 32;  ///< the size one chunk may declare
    std::size_t maxChunkLineBytes = 4096;      ///< a chunk-size line with its extensions
    int maxInterimHeads = 16;                  ///< 1xx heads before the final one
};

class HttpResponseParser {
public:
    enum class State {
        Head,    ///< reading the status line and headers
        Body,    ///< the final head is read; the body is arriving
        Done,    ///< the response is complete
        Failed,  ///< malformed or cut short: error() says why
    };
    enum class BodyKind { None, Length, Chunked, UntilClose };

    explicit HttpResponseParser(HttpParserLimits limits = {}) : m_limits(limits) {}

    /// Reads bytes up to the end of the response and appends the body they carry (chunk framing
    /// removed) to `body`. Returns how many bytes were used: fewer than given only once the
    /// response is Done (bytes after it belong to nobody) or Failed.
    std::size_t feed(std::string_view bytes, std::string& body);
    /// The connection closed: a body read until close is Done, anything unfinished Failed.
    void close();

    State state() const { return m_state; }
    bool headDone() const { return m_headDone; }
    const std::string& error() const { return m_error; }
    int status() const { return m_headDone ? m_status : 0; }  ///< the final status; 0 before its head
    int minorVersion() const { return m_minor; }              ///< HTTP/1.x
    BodyKind bodyKind() const { return m_kind; }
    /// The value of the first header called `name` (any case), nullptr when there is none.
    const std::string* header(std::string_view name) const;
    /// Whether the connection can carry another request after this response: HTTP/1.1, no
    /// `Connection: close`, and a body that did not end with the connection.
    bool keepAlive() const;

private:
    enum class Phase { StatusLine, Header, ChunkSize, ChunkData, ChunkEnd, Trailer, Length, UntilClose, End };

    std::size_t takeLine(std::string_view in, std::size_t cap);
    void line(const std::string& text);
    void statusLine(const std::string& text);
    void headerLine(const std::string& text);
    void headEnded();
    bool chooseBody();
    void chunkSizeLine(const std::string& text);
    void fail(std::string why);

    HttpParserLimits m_limits;
    State m_state = State::Head;
    Phase m_phase = Phase::StatusLine;
    BodyKind m_kind = BodyKind::None;
    bool m_headDone = false;
    int m_status = 0;
    int m_minor = 1;
    int m_interim = 0;
    std::size_t m_headBytes = 0;                                 ///< of the current head (or trailer section)
    std::uint64_t m_left = 0;                                    ///< body or chunk bytes still to come
    std::string m_line;                                          ///< an unfinished line
    std::vector<std::pair<std::string, std::string>> m_headers;  ///< names in lower case
    std::string m_error;
};

}  // namespace nashlab::providers
