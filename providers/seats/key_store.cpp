#include "providers/seats/key_store.h"

#include <qt6keychain/keychain.h>
#include <QEventLoop>
#include <QTimer>

namespace nashlab::providers {
namespace {

const QString kService = QStringLiteral("NashLab");

bool keychainUsable() {
    return qEnvironmentVariableIsEmpty("NASHLAB_NO_KEYCHAIN") &&
           !qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS");
}

// QtKeychain jobs are asynchronous; seats are made before a run starts, so waiting briefly here
// keeps the factory simple. The timeout covers a keychain daemon that never answers.
template <typename Job>
bool runJob(Job& job) {
    QEventLoop loop;
    bool finished = false;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(3000, &loop, &QEventLoop::quit);
    job.start();
    if (!finished) loop.exec();
    return finished && job.error() == QKeychain::NoError;
}

std::string trimmedUrl(std::string url) {
    while (!url.empty() && (url.back() == '/' || url.back() == ' ')) url.pop_back();
    return url;
}

std::string readKeychain(const std::string& entry) {
    if (!keychainUsable()) return {};
    QKeychain::ReadPasswordJob job(kService);
    job.setAutoDelete(false);
    job.setKey(QString::fromStdString(entry));
    if (!runJob(job)) return {};
    return job.textData().trimmed().toStdString();
}

ApiKey fromEnv(const std::string& name) {
    if (name.empty()) return {};
    const QString value = qEnvironmentVariable(name.c_str()).trimmed();
    if (value.isEmpty()) return {};
    return {value.toStdString(), "env:" + name};
}

ApiKey fromKeychain(const std::string& entry) {
    std::string value = readKeychain(entry);
    if (value.empty()) return {};
    return {std::move(value), "keychain:NashLab/" + entry};
}

}  // namespace

std::string defaultKeyEnv(const std::string& provider) {
    if (provider == "openai") return "OPENAI_API_KEY";
    if (provider == "anthropic") return "ANTHROPIC_API_KEY";
    if (provider == "gemini") return "GEMINI_API_KEY";
    return "";
}

std::string keychainEntry(const std::string& provider, const std::string& baseUrl) {
    const std::string url = trimmedUrl(baseUrl);
    return url.empty() ? provider : provider + " " + url;
}

ApiKey findApiKey(const std::string& provider, const std::string& keyEnv, const std::string& baseUrl) {
    if (ApiKey k = fromEnv(keyEnv); !k.value.empty()) return k;
    if (!trimmedUrl(baseUrl).empty())
        if (ApiKey k = fromKeychain(keychainEntry(provider, baseUrl)); !k.value.empty()) return k;
    if (keyEnv.empty())
        if (ApiKey k = fromEnv(defaultKeyEnv(provider)); !k.value.empty()) return k;
    return fromKeychain(provider);
}

bool keychainHasKey(const std::string& provider, const std::string& baseUrl) {
    return !readKeychain(keychainEntry(provider, baseUrl)).empty();
}

std::string storeApiKeyInKeychain(const std::string& provider, const std::string& key, const std::string& baseUrl) {
    if (!keychainUsable()) return "no keychain is available in this session";
    const std::string entry = keychainEntry(provider, baseUrl);
    QKeychain::WritePasswordJob job(kService);
    job.setAutoDelete(false);
    job.setKey(QString::fromStdString(entry));
    job.setTextData(QString::fromStdString(key));
    if (!runJob(job))
        return "the keychain refused to store the key for " + entry + ": " +
               redact(job.errorString().toStdString(), key);
    return {};
}

std::string clearApiKeyInKeychain(const std::string& provider, const std::string& baseUrl) {
    if (!keychainUsable()) return "no keychain is available in this session";
    QKeychain::DeletePasswordJob job(kService);
    job.setAutoDelete(false);
    job.setKey(QString::fromStdString(keychainEntry(provider, baseUrl)));
    if (!runJob(job) && job.error() != QKeychain::EntryNotFound)
        return "the keychain did not remove the key: " + job.errorString().toStdString();
    return {};
}

std::string redact(std::string text, const std::string& key) {
    if (key.empty()) return text;
    std::size_t pos = 0;
    while ((pos = text.find(key, pos)) != std::string::npos) {
        text.replace(pos, key.size(), "[redacted]");
        pos += 10;
    }
    return text;
}

}  // namespace nashlab::providers
