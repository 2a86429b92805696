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

}  // namespace

std::string defaultKeyEnv(const std::string& provider) {
    if (provider == "openai") return "OPENAI_API_KEY";
    if (provider == "anthropic") return "ANTHROPIC_API_KEY";
    if (provider == "gemini") return "GEMINI_API_KEY";
    return "";
}

ApiKey findApiKey(const std::string& provider, const std::string& keyEnv) {
    const std::string name = keyEnv.empty() ? defaultKeyEnv(provider) : keyEnv;
    if (!name.empty()) {
        const QString value = qEnvironmentVariable(name.c_str()).trimmed();
        if (!value.isEmpty()) return {value.toStdString(), "env:" + name};
    }
    if (!keychainUsable()) return {};
    QKeychain::ReadPasswordJob job(kService);
    job.setAutoDelete(false);
    job.setKey(QString::fromStdString(provider));
    if (!runJob(job)) return {};
    const QString value = job.textData().trimmed();
    if (value.isEmpty()) return {};
    return {value.toStdString(), "keychain:NashLab/" + provider};
}

std::string storeApiKeyInKeychain(const std::string& provider, const std::string& key) {
    if (!keychainUsable()) return "no keychain is available in this session";
    QKeychain::WritePasswordJob job(kService);
    job.setAutoDelete(false);
    job.setKey(QString::fromStdString(provider));
    job.setTextData(QString::fromStdString(key));
    if (!runJob(job))
        return "the keychain refused to store the key for " + provider + ": " +
               redact(job.errorString().toStdString(), key);
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
