#include "providers/http/http_response_parser.h"

#include <algorithm>
#include <cctype>

namespace nashlab::providers {
namespace {

char lowerAscii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool equalsNoCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lowerAscii(x) == lowerAscii(y); });
}

// RFC 9110 token characters: what a header name may be made of.
bool tokenChar(unsigned char c) {
    if (c >= '0' && c <= '9') return true;
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') return true;
    return std::string_view("!#$%&'*+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
}

// Field values and reason phrases: visible characters, spaces, tabs and obs-text; no other
// control character (a stray CR or NUL is how responses get smuggled past a reader).
bool textChar(unsigned char c) { return c == '\t' || (c >= 0x20 && c != 0x7f); }

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// The comma-separated elements of a list header, trimmed, empty ones left out.
std::vector<std::string_view> listItems(std::string_view value) {
    std::vector<std::string_view> items;
    while (!value.empty()) {
        const std::size_t comma = value.find(',');
        const std::string_view item = trim(value.substr(0, comma));
        if (!item.empty()) items.push_back(item);
        if (comma == std::string_view::npos) break;
        value.remove_prefix(comma + 1);
    }
    return items;
}

// Splits "Name: value" into its parts; false when it is not a well-formed field line.
bool splitField(const std::string& text, std::string& name, std::string_view& value) {
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos || colon == 0) return false;
    if (!std::all_of(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(colon),
                     [](char c) { return tokenChar(static_cast<unsigned char>(c)); }))
        return false;  // also refuses "Name :" (whitespace before the colon)
    value = trim(std::string_view(text).substr(colon + 1));
    if (!std::all_of(value.begin(), value.end(), [](char c) { return textChar(static_cast<unsigned char>(c)); }))
        return false;
    name.resize(colon);
    std::transform(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(colon), name.begin(), lowerAscii);
    return true;
}

std::string excerpt(std::string_view s) {
    std::string out(s.substr(0, 40));
    for (char& c : out)
        if (!textChar(static_cast<unsigned char>(c))) c = '?';
    return out;
}

}  // namespace

const std::string* HttpResponseParser::header(std::string_view name) const {
    for (const auto& [n, v] : m_headers)
        if (equalsNoCase(n, name)) return &v;
    return nullptr;
}

bool HttpResponseParser::keepAlive() const {
    if (m_state != State::Done || m_minor != 1 || m_kind == BodyKind::UntilClose) return false;
    for (const auto& [n, v] : m_headers)
        if (n == "connection")
            for (std::string_view token : listItems(v))
                if (equalsNoCase(token, "close")) return false;
    return true;
}

void HttpResponseParser::fail(std::string why) {
    m_state = State::Failed;
    m_error = std::move(why);
    m_line.clear();
}

std::size_t HttpResponseParser::feed(std::string_view in, std::string& body) {
    std::size_t pos = 0;
    while (pos < in.size() && (m_state == State::Head || m_state == State::Body)) {
        const std::string_view rest = in.substr(pos);
        switch (m_phase) {
        case Phase::Length:
        case Phase::ChunkData: {
            const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(m_left, rest.size()));
            body.append(rest.data(), n);
            m_left -= n;
            pos += n;
            if (m_left > 0) break;
            if (m_phase == Phase::ChunkData) {
                m_phase = Phase::ChunkEnd;
            } else {
                m_phase = Phase::End;
                m_state = State::Done;
            }
            break;
        }
        case Phase::UntilClose:
            body.append(rest);
            pos = in.size();
            break;
        case Phase::ChunkSize:
        case Phase::ChunkEnd: pos += takeLine(rest, m_limits.maxChunkLineBytes); break;
        default: pos += takeLine(rest, m_limits.maxHeadBytes); break;
        }
    }
    return pos;
}

// Takes bytes up to and including the next LF (a CR before it is dropped; RFC 9112 lets a
// reader accept a bare LF too). `cap` bounds a head (or trailer section) as a whole, and a chunk
// line on its own.
std::size_t HttpResponseParser::takeLine(std::string_view in, std::size_t cap) {
    const std::size_t lf = in.find('\n');
    const std::size_t take = lf == std::string_view::npos ? in.size() : lf + 1;
    const bool headPart = m_phase == Phase::StatusLine || m_phase == Phase::Header || m_phase == Phase::Trailer;
    const std::size_t used = headPart ? m_headBytes : m_line.size();
    if (used + take > cap) {
        fail(headPart ? "malformed response head: longer than " + std::to_string(cap) + " bytes"
                      : "malformed chunked body: a chunk-size line longer than " + std::to_string(cap) + " bytes");
        return take;
    }
    if (headPart) m_headBytes += take;
    m_line.append(in.data(), lf == std::string_view::npos ? take : lf);
    if (lf == std::string_view::npos) return take;
    if (!m_line.empty() && m_line.back() == '\r') m_line.pop_back();
    const std::string text = std::move(m_line);
    m_line.clear();
    line(text);
    return take;
}

void HttpResponseParser::line(const std::string& text) {
    std::string name;
    std::string_view value;
    switch (m_phase) {
    case Phase::StatusLine: return statusLine(text);
    case Phase::Header: return text.empty() ? headEnded() : headerLine(text);
    case Phase::ChunkSize: return chunkSizeLine(text);
    case Phase::ChunkEnd:
        if (!text.empty()) return fail("malformed chunked body: no line end after a chunk's data");
        m_phase = Phase::ChunkSize;
        return;
    case Phase::Trailer:
        if (text.empty()) {
            m_phase = Phase::End;
            m_state = State::Done;
        } else if (!splitField(text, name, value)) {
            fail("malformed chunked body: a malformed trailer line");
        }
        return;
    default: return;
    }
}

// "HTTP/1.1 200 OK": version, one space, three digits, then nothing or a space and a reason.
void HttpResponseParser::statusLine(const std::string& text) {
    const bool shaped = text.size() >= 12 && text.compare(0, 7, "HTTP/1.") == 0 && (text[7] == '0' || text[7] == '1') &&
                        text[8] == ' ' && std::isdigit(static_cast<unsigned char>(text[9])) &&
                        std::isdigit(static_cast<unsigned char>(text[10])) &&
                        std::isdigit(static_cast<unsigned char>(text[11])) && (text.size() == 12 || text[12] == ' ');
    if (!shaped ||
        !std::all_of(text.begin(), text.end(), [](char c) { return textChar(static_cast<unsigned char>(c)); }))
        return fail("malformed response head: status line '" + excerpt(text) + "'");
    const int status = (text[9] - '0') * 100 + (text[10] - '0') * 10 + (text[11] - '0');
    if (status < 100 || status > 599) return fail("malformed response head: status " + std::to_string(status));
    m_status = status;
    m_minor = text[7] - '0';
    m_phase = Phase::Header;
}

void HttpResponseParser::headerLine(const std::string& text) {
    if (text.front() == ' ' || text.front() == '\t')
        return fail("malformed response head: a folded header line");  // obsolete; RFC 9112 lets us refuse it
    std::string name;
    std::string_view value;
    if (!splitField(text, name, value)) return fail("malformed response head: header line '" + excerpt(text) + "'");
    m_headers.emplace_back(std::move(name), std::string(value));
}

void HttpResponseParser::headEnded() {
    if (m_status < 200) {  // an interim answer (100 Continue, 103 Early Hints): the real one follows
        if (m_status == 101) return fail("malformed response head: 101 Switching Protocols, which was not asked for");
        if (++m_interim > m_limits.maxInterimHeads)
            return fail("malformed response head: more than " + std::to_string(m_limits.maxInterimHeads) +
                        " interim 1xx responses");
        m_headers.clear();
        m_headBytes = 0;
        m_phase = Phase::StatusLine;
        return;
    }
    m_headDone = true;
    if (!chooseBody()) return;
    m_state = m_phase == Phase::End ? State::Done : State::Body;
}

// How the body is delimited (RFC 9112 section 6.3). Both Transfer-Encoding and Content-Length, or
// Content-Lengths that disagree, are refused: that ambiguity is how responses are smuggled.
bool HttpResponseParser::chooseBody() {
    std::vector<std::string_view> codings, lengths;
    for (const auto& [n, v] : m_headers) {
        auto& into = n == "transfer-encoding" ? codings : lengths;
        if (n == "transfer-encoding" || n == "content-length")
            for (std::string_view item : listItems(v)) into.push_back(item);
    }
    if (m_status == 204 || m_status == 304) {
        m_kind = BodyKind::None;
        m_phase = Phase::End;
        return true;
    }
    if (!codings.empty()) {
        if (!lengths.empty()) return fail("malformed response head: both Transfer-Encoding and Content-Length"), false;
        if (codings.size() != 1 || !equalsNoCase(codings[0], "chunked"))
            return fail("malformed response head: unsupported Transfer-Encoding"), false;
        m_kind = BodyKind::Chunked;
        m_phase = Phase::ChunkSize;
        return true;
    }
    if (lengths.empty()) {
        m_kind = BodyKind::UntilClose;
        m_phase = Phase::UntilClose;
        return true;
    }
    for (std::string_view item : lengths) {
        // Digits only (no sign, no space), at most 18 of them: no overflow, no negative length.
        const bool digits = !item.empty() && item.size() <= 18 &&
                            std::all_of(item.begin(), item.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!digits || item != lengths[0])
            return fail("malformed response head: Content-Length '" + excerpt(item) + "'"), false;
    }
    m_left = 0;
    for (char c : lengths[0]) m_left = m_left * 10 + static_cast<std::uint64_t>(c - '0');
    m_kind = BodyKind::Length;
    m_phase = m_left > 0 ? Phase::Length : Phase::End;
    return true;
}

// "1a2b;name=value": hex digits, optional whitespace, then extensions, which are ignored.
void HttpResponseParser::chunkSizeLine(const std::string& text) {
    std::string_view digits = std::string_view(text).substr(0, text.find(';'));
    while (!digits.empty() && (digits.back() == ' ' || digits.back() == '\t')) digits.remove_suffix(1);
    const std::string_view shown = digits;
    while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
    const bool hex = !digits.empty() && digits.size() <= 16 && std::all_of(digits.begin(), digits.end(), [](char c) {
        return std::isxdigit(static_cast<unsigned char>(c));
    });
    if (!hex) return fail("malformed chunked body: chunk size '" + excerpt(shown) + "'");
    std::uint64_t size = 0;
    for (char c : digits) {
        const char l = lowerAscii(c);
        size = size * 16 + static_cast<std::uint64_t>(l <= '9' ? l - '0' : l - 'a' + 10);
    }
    if (size > m_limits.maxChunkBytes)
        return fail("malformed chunked body: a chunk of " + std::to_string(size) + " bytes (at most " +
                    std::to_string(m_limits.maxChunkBytes) + ")");
    if (size == 0) {
        m_phase = Phase::Trailer;
        m_headBytes = 0;
        return;
    }
    m_left = size;
    m_phase = Phase::ChunkData;
}

void HttpResponseParser::close() {
    if (m_state == State::Done || m_state == State::Failed) return;
    if (m_phase == Phase::UntilClose) {
        m_phase = Phase::End;
        m_state = State::Done;
        return;
    }
    if (!m_headDone)
        return fail(m_headBytes == 0 && m_interim == 0 ? "the connection closed before any response"
                                                       : "the connection closed inside the response head");
    fail("the connection closed before the end of the body");
}

}  // namespace nashlab::providers
