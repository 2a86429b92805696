// Every provider's response parsers on one body: parseResponse (a chat answer), parseModels (the
// model list), errorExcerpt (an error page), and ChatResponse::fromJson (a response-cache row).
// A parsed answer must also serialise for the cache: toJson().dump() must not throw.
#include <cstdint>

#include "providers/clients/wire.h"
#include "tests/fuzz/fuzz_support.h"

using namespace nashlab::providers;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string body = nashlab::fuzz::textOf(data, size);
    for (const char* provider : {"openai", "anthropic", "gemini", "ollama"}) {
        const WireFormat* wire = wireFormat(provider);
        if (auto r = wire->parseResponse(body)) {
            const std::string stored = r->toJson().dump();
            (void)ChatResponse::fromJson(Json::parse(stored));
        }
        (void)wire->parseModels(body);
    }
    (void)errorExcerpt(body);
    (void)errorExcerpt(body, 3);
    const Json row = Json::parse(body, nullptr, false);
    if (!row.is_discarded()) (void)ChatResponse::fromJson(row);
    return 0;
}
