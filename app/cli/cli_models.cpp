// nashlab-cli models --provider P [--base-url U] [--api-key-env NAME] [--json]
// Lists the models an endpoint offers (OpenAI-compatible /models, Anthropic /models, Gemini
// /models, Ollama /api/tags). Public endpoints need their key; local servers usually do not.
#include <QCoreApplication>
#include <cstdio>

#include "app/cli/cli.h"
#include "engine/core/redact.h"
#include "engine/experiment/seat_settings.h"
#include "providers/clients/wire.h"
#include "providers/scheduling/request_scheduler.h"
#include "providers/seats/key_store.h"

namespace nashlab::cli {
namespace {

// What a server sent, fit for a terminal: every key of the environment and the one sent scrubbed
// (a server may echo it as a model's name), and control characters (escape sequences that would
// retitle the terminal or move the cursor) shown as "?".
std::string fromServer(const std::string& text, const std::string& key) {
    std::vector<std::string> secrets = providers::environmentKeys();
    secrets.push_back(key);
    std::string out = engine::redactSecrets(text, secrets);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto c = static_cast<unsigned char>(out[i]);
        if (c < 0x20 || c == 0x7f) out[i] = '?';
        // C1 controls (U+0080..U+009F, "\xC2\x80".."\xC2\x9F" in UTF-8) act as escapes in some terminals.
        if (c == 0xC2 && i + 1 < out.size() && static_cast<unsigned char>(out[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(out[i + 1]) <= 0x9F)
            out.replace(i, 2, "?");
    }
    return out;
}

int printModels(const providers::WireFormat& wire, const std::string& where, const std::string& key, bool asJson,
                const providers::HttpResult& result) {
    if (!result.ok())
        return fail(kSessionsFailed, QString::fromStdString(fromServer(where + ": " + result.error, key)));
    auto models = wire.parseModels(result.body);
    if (!models)
        return fail(kSessionsFailed, QString::fromStdString(fromServer(where + ": " + models.error().message, key)));
    std::vector<std::string> names;
    for (const auto& m : models.value()) names.push_back(fromServer(m, key));
    if (asJson) {
        std::printf("%s\n", engine::Json(names).dump(2).c_str());
    } else {
        for (const auto& m : names) std::printf("%s\n", m.c_str());
        if (models->empty()) std::fprintf(stderr, "nashlab-cli: %s lists no models\n", where.c_str());
    }
    return kOk;
}

}  // namespace

int modelsCommand(const QStringList& args) {
    const QStringList valued = {QStringLiteral("--provider"), QStringLiteral("--base-url"),
                                QStringLiteral("--api-key-env")};
    QString unknown;
    if (!checkFlags(args, valued + QStringList{QStringLiteral("--json")}, &unknown))
        return fail(kUsage, QStringLiteral("models: unknown option '%1'").arg(unknown));
    if (!positional(args, valued).isEmpty())
        return fail(kUsage, QStringLiteral("models: unexpected argument (see nashlab-cli --help)"));
    bool missing = false;
    const std::string provider = option(args, QStringLiteral("--provider"), &missing).toStdString();
    const std::string baseUrl = option(args, QStringLiteral("--base-url"), &missing).toStdString();
    const std::string keyEnv = option(args, QStringLiteral("--api-key-env"), &missing).toStdString();
    if (missing) return fail(kUsage, QStringLiteral("models: an option is missing its value"));
    if (!baseUrl.empty() && !engine::isHttpUrl(baseUrl))
        return fail(kUsage, QStringLiteral("models: --base-url must be an http:// or https:// URL with a host and a "
                                           "port from 1 to 65535, got '%1'")
                                .arg(QString::fromStdString(baseUrl)));
    if (const std::string problem = engine::keyEnvProblem(provider, keyEnv, baseUrl); !problem.empty())
        return fail(kUsage, QStringLiteral("models: --api-key-env: %1").arg(QString::fromStdString(problem)));
    const providers::WireFormat* wire = providers::wireFormat(provider);
    if (!wire)
        return fail(kUsage, QStringLiteral("models: --provider must be openai, anthropic, gemini or ollama, got '%1'")
                                .arg(QString::fromStdString(provider)));
    // The key (the keychain answers through the event loop), then the request, on one loop.
    providers::RequestScheduler scheduler;
    providers::RetryPolicy retry;
    retry.maxRetries = 2;
    scheduler.setRetryPolicy(retry);
    const bool asJson = args.contains(QStringLiteral("--json"));
    const std::string where = provider + " at " + (baseUrl.empty() ? wire->defaultBaseUrl() : baseUrl);
    providers::resolveKeys({{provider, keyEnv, baseUrl}}, &scheduler, [&](const providers::ResolvedKeys& keys) {
        const providers::ApiKey key = providers::findApiKey(provider, keyEnv, baseUrl, keys);
        if (key.value.empty() && baseUrl.empty() && provider != "ollama") {
            QString message =
                QStringLiteral("models: no API key for %1: set %2 or store it in the keychain under NashLab/%1")
                    .arg(QString::fromStdString(provider),
                         QString::fromStdString(keyEnv.empty() ? providers::defaultKeyEnv(provider) : keyEnv));
            if (!keys.problem.empty()) message += QStringLiteral(" (%1)").arg(QString::fromStdString(keys.problem));
            return QCoreApplication::exit(fail(kUsage, message));
        }
        const std::string secret = key.value;
        scheduler.submit(wire->buildModelsRequest(baseUrl, key.value),
                         providers::SubmitOptions{"models", 30000, 0, {}, {}},
                         [wire, where, secret, asJson](providers::HttpResult result) {
                             QCoreApplication::exit(printModels(*wire, where, secret, asJson, result));
                         });
    });
    return QCoreApplication::exec();
}

}  // namespace nashlab::cli
