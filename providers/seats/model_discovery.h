#pragma once
// Model discovery: asks an endpoint which models it offers (the same requests as
// `nashlab-cli models`) and, when that fails, says why in a kind a person can act on: the key
// was refused, the server cannot be reached, it rate-limits, it did not answer in time.
// Asynchronous: the callback comes from the scheduler's event loop. No Widgets.
#include <functional>
#include <string>
#include <vector>

#include "providers/scheduling/request_scheduler.h"

namespace nashlab::providers {

enum class EndpointProblem {
    None,
    NoKey,        ///< a public endpoint and no key anywhere
    BadKey,       ///< HTTP 401 or 403
    NotFound,     ///< HTTP 404: wrong base URL (or path)
    RateLimited,  ///< HTTP 429
    Timeout,      ///< no answer within the time limit
    Unreachable,  ///< connection refused, unknown host, TLS failure
    ServerError,  ///< HTTP 5xx
    BadResponse,  ///< an answer that is not the protocol's model list
    UnknownProvider,
    Other
};

/// A short English code for the kind ("bad_key", "unreachable", ...), for logs and tests.
const char* toString(EndpointProblem problem);

/// The kind of a failed HTTP exchange (as the RequestScheduler reports it).
EndpointProblem classify(const HttpResult& result);

struct ModelList {
    std::vector<std::string> models;
    EndpointProblem problem = EndpointProblem::None;
    int status = 0;         ///< the HTTP status, 0 when no answer came
    std::string detail;     ///< what the server or the network said (key redacted)
    std::string keySource;  ///< where the key came from ("env:NAME", "keychain:..."); "" for none
    bool ok() const { return problem == EndpointProblem::None; }
};

struct DiscoveryRequest {
    std::string provider;
    std::string baseUrl;  ///< empty: the provider's public endpoint
    std::string keyEnv;   ///< optional variable naming the key
    int timeoutMs = 15000;
};

/// Lists the endpoint's models through `scheduler` (give it a retry policy with no retries when a
/// person waits for the reason). `done` is called exactly once: at once for an unknown provider, otherwise from
/// the event loop, after the key has been looked up (resolveKeys: the keychain is never waited for in a nested
/// loop); not at all when `scheduler` is destroyed first.
void discoverModels(RequestScheduler& scheduler, const DiscoveryRequest& request, std::function<void(ModelList)> done);

}  // namespace nashlab::providers
