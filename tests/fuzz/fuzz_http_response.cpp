// HttpResponseParser fed one response cut into reads at points the input chooses, then the
// connection closed. How the bytes are cut must not matter: every cut gives the same state,
// status, error, headers and body as the whole fed at once; a body never outgrows its input.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "providers/http/http_response_parser.h"
#include "tests/fuzz/fuzz_support.h"

using nashlab::fuzz::require;
using nashlab::providers::HttpParserLimits;
using nashlab::providers::HttpResponseParser;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider in(data, size);
    std::vector<std::size_t> cuts(in.ConsumeIntegralInRange<std::size_t>(0, 8));
    for (auto& cut : cuts) cut = in.ConsumeIntegral<std::uint16_t>();
    const bool closes = in.ConsumeBool();
    const std::string wire = in.ConsumeRemainingBytesAsString();
    for (auto& cut : cuts) cut %= wire.size() + 1;
    std::sort(cuts.begin(), cuts.end());
    cuts.push_back(wire.size());

    // Small limits, so that the fuzzer reaches them.
    HttpParserLimits limits;
    limits.maxHeadBytes = 1024;
    limits.maxChunkBytes = 1 << 20;
    limits.maxChunkLineBytes = 64;
    limits.maxInterimHeads = 3;

    HttpResponseParser whole(limits);
    std::string wholeBody;
    const std::size_t wholeUsed = whole.feed(wire, wholeBody);
    HttpResponseParser pieces(limits);
    std::string piecesBody;
    std::size_t piecesUsed = 0, from = 0;
    for (std::size_t cut : cuts) {
        if (pieces.state() != HttpResponseParser::State::Done && pieces.state() != HttpResponseParser::State::Failed)
            piecesUsed += pieces.feed(std::string_view(wire).substr(from, cut - from), piecesBody);
        from = cut;
    }
    if (closes) {
        whole.close();
        pieces.close();
    }
    require(whole.state() == pieces.state(), "a response parses to the same state however it is cut", "state");
    require(whole.error() == pieces.error(), "a response fails the same way however it is cut", "error");
    require(whole.status() == pieces.status(), "a response has one status however it is cut", "status");
    require(wholeBody == piecesBody, "a response has one body however it is cut", "body");
    require(wholeBody.size() <= wire.size(), "a body is never longer than the bytes it came in", "size");
    if (whole.state() == HttpResponseParser::State::Done) {
        require(wholeUsed == piecesUsed, "a complete response uses the same bytes however it is cut", "used");
        require(whole.status() >= 200 && whole.status() <= 599, "a final status is 200-599", "status range");
        require(whole.keepAlive() == pieces.keepAlive(), "keep-alive does not depend on the cuts", "keep-alive");
        for (const char* name : {"content-length", "Transfer-Encoding", "connection"}) {
            const std::string* a = whole.header(name);
            const std::string* b = pieces.header(name);
            require((a == nullptr) == (b == nullptr) && (!a || *a == *b), "headers do not depend on the cuts", name);
        }
    }
    return 0;
}
