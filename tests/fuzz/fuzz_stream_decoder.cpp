// Every provider's StreamDecoder (SSE, or NDJSON for Ollama) fed one stream cut into chunks at
// points the input chooses. How a stream is cut must not matter: the chunks give the same answer,
// error and live text as the whole stream fed at once.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "providers/clients/wire.h"
#include "tests/fuzz/fuzz_support.h"

using namespace nashlab::providers;
using nashlab::fuzz::require;

namespace {

bool same(const ChatResponse& a, const ChatResponse& b) {
    return a.text == b.text && a.reasoning == b.reasoning && a.model == b.model && a.complete == b.complete &&
           a.usage.promptTokens == b.usage.promptTokens && a.usage.completionTokens == b.usage.completionTokens;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // The cut points come from the input's end, the stream is the rest.
    FuzzedDataProvider in(data, size);
    std::vector<std::size_t> cuts(in.ConsumeIntegralInRange<std::size_t>(0, 8));
    for (auto& cut : cuts) cut = in.ConsumeIntegral<std::uint16_t>();
    const std::string stream = in.ConsumeRemainingBytesAsString();
    for (auto& cut : cuts) cut %= stream.size() + 1;
    std::sort(cuts.begin(), cuts.end());
    cuts.push_back(stream.size());

    for (const char* provider : {"openai", "anthropic", "gemini", "ollama"}) {
        const WireFormat* wire = wireFormat(provider);
        auto whole = wire->streamDecoder();
        const std::string wholeAdded = whole->feed(stream);
        auto chunked = wire->streamDecoder();
        std::string chunkedAdded;
        std::size_t from = 0;
        for (std::size_t cut : cuts) {
            chunkedAdded += chunked->feed(stream.substr(from, cut - from));
            from = cut;
        }
        require(same(whole->response(), chunked->response()), "a stream decodes the same however it is cut", provider);
        require(whole->error() == chunked->error(), "a stream's error is the same however it is cut", provider);
        require(wholeAdded == chunkedAdded, "a stream's live text is the same however it is cut", provider);
        (void)whole->response().toJson().dump();
    }
    return 0;
}
