#include "providers/seats/model_discovery.h"

#include "providers/seats/key_store.h"

namespace nashlab::providers {

const char* toString(EndpointProblem problem) {
    switch (problem) {
    case EndpointProblem::None: return "ok";
    case EndpointProblem::NoKey: return "no_key";
    case EndpointProblem::BadKey: return "bad_key";
    case EndpointProblem::NotFound: return "not_found";
    case EndpointProblem::RateLimited: return "rate_limited";
    case EndpointProblem::Timeout: return "timeout";
    case EndpointProblem::Unreachable: return "unreachable";
    case EndpointProblem::ServerError: return "server_error";
    case EndpointProblem::BadResponse: return "bad_response";
    case EndpointProblem::UnknownProvider: return "unknown_provider";
    case EndpointProblem::Other: return "other";
    }
    return "other";
}

EndpointProblem classify(const HttpResult& result) {
    if (result.ok()) return EndpointProblem::None;
    if (result.failure == HttpFailure::Timeout) return EndpointProblem::Timeout;
    if (result.status == 401 || result.status == 403) return EndpointProblem::BadKey;
    if (result.status == 404) return EndpointProblem::NotFound;
    if (result.status == 429) return EndpointProblem::RateLimited;
    if (result.status >= 500) return EndpointProblem::ServerError;
    if (result.status == 408) return EndpointProblem::Timeout;
    if (result.status == 0) return EndpointProblem::Unreachable;
    if (result.status >= 200 && result.status < 300) return EndpointProblem::BadResponse;
    return EndpointProblem::Other;
}

namespace {

void submitModelsRequest(RequestScheduler& scheduler, const DiscoveryRequest& request, const WireFormat& format,
                         const ApiKey& key, const std::function<void(ModelList)>& done) {
    const WireFormat* wire = &format;
    const std::string base = request.baseUrl.empty() ? wire->defaultBaseUrl() : request.baseUrl;
    SubmitOptions options;
    options.endpoint = "models " + request.provider + " " + base;
    options.timeoutMs = request.timeoutMs;
    const std::string secret = key.value, source = key.source;
    scheduler.submit(wire->buildModelsRequest(request.baseUrl, key.value), options,
                     [wire, secret, source, done](HttpResult r) {
                         ModelList list;
                         list.keySource = source;
                         list.status = r.status;
                         if (!r.ok()) {
                             list.problem = classify(r);
                             list.detail = redact(r.error, secret);
                             return done(std::move(list));
                         }
                         auto models = wire->parseModels(r.body);
                         if (!models) {
                             list.problem = EndpointProblem::BadResponse;
                             list.detail = redact(models.error().message, secret);
                         } else {
                             list.models = std::move(models.value());
                         }
                         done(std::move(list));
                     });
}

}  // namespace

void discoverModels(RequestScheduler& scheduler, const DiscoveryRequest& request, std::function<void(ModelList)> done) {
    const WireFormat* wire = wireFormat(request.provider);
    if (!wire) {
        done({{}, EndpointProblem::UnknownProvider, 0, "unknown provider '" + request.provider + "'", {}});
        return;
    }
    // The key first, from the event loop (the keychain answers asynchronously); then the request.
    RequestScheduler* s = &scheduler;
    resolveKeys({{request.provider, request.keyEnv, request.baseUrl}}, s,
                [s, request, wire, done = std::move(done)](const ResolvedKeys& keys) {
                    const ApiKey key = findApiKey(request.provider, request.keyEnv, request.baseUrl, keys);
                    if (key.value.empty() && request.baseUrl.empty() && request.provider != "ollama") {
                        const std::string env =
                            request.keyEnv.empty() ? defaultKeyEnv(request.provider) : request.keyEnv;
                        done({{},
                              EndpointProblem::NoKey,
                              0,
                              "no key: set " + env + " or store one in Settings" +
                                  (keys.problem.empty() ? std::string() : " (" + keys.problem + ")"),
                              {}});
                        return;
                    }
                    submitModelsRequest(*s, request, *wire, key, done);
                });
}

}  // namespace nashlab::providers
