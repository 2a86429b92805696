#include "providers/seats/key_store.h"

#include <qt6keychain/keychain.h>
#include <QObject>
#include <QProcessEnvironment>
#include <QTimer>
#include <algorithm>
#include <memory>

#include "engine/core/redact.h"
#include "engine/experiment/seat_settings.h"

namespace nashlab::providers {
namespace {

const QString kService = QStringLiteral("NashLab");

std::string seconds(int ms) { return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms"; }

std::string noAnswer(int timeoutMs) { return "the system keychain did not answer within " + seconds(timeoutMs); }

// One keychain job, started from the event loop (never inside the caller) and never waited for:
// `then` gets the job when it finishes, or null when the keychain did not answer within the time
// limit, once, unless `context` is destroyed first. The job deletes itself when it finishes; one
// that never finishes stays with QtKeychain (a daemon that hangs keeps it).
class KeychainCall final : public QObject {
public:
    KeychainCall(QObject* context, int timeoutMs, std::function<QKeychain::Job*()> make,
                 std::function<void(QKeychain::Job*)> then)
        : QObject(context), m_then(std::move(then)) {
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, [this] { settle(nullptr); });
        QMetaObject::invokeMethod(
            this,
            [this, make = std::move(make), timeoutMs] {
                QKeychain::Job* job = make();
                job->setAutoDelete(true);
                connect(job, &QKeychain::Job::finished, this, &KeychainCall::settle);
                m_timer.start(timeoutMs);
                job->start();
            },
            Qt::QueuedConnection);
    }

private:
    void settle(QKeychain::Job* job) {
        if (!m_then) return;
        auto then = std::move(m_then);
        m_then = nullptr;
        m_timer.stop();
        deleteLater();
        then(job);
    }

    std::function<void(QKeychain::Job*)> m_then;
    QTimer m_timer;
};

std::string trimmedUrl(std::string url) {
    while (!url.empty() && (url.back() == '/' || url.back() == ' ')) url.pop_back();
    return url;
}

ApiKey fromEnv(const std::string& name) {
    if (name.empty()) return {};
    const QString value = qEnvironmentVariable(name.c_str()).trimmed();
    if (value.isEmpty()) return {};
    return {value.toStdString(), "env:" + name};
}

ApiKey fromKeychain(const ResolvedKeys& keys, const std::string& entry) {
    const auto it = keys.keychain.find(entry);
    if (it == keys.keychain.end() || it->second.empty()) return {};
    return {it->second, "keychain:NashLab/" + entry};
}

// Calls `done` from the event loop, for answers that need no keychain job.
void later(QObject* context, std::function<void()> done) {
    auto* holder = new QObject(context);
    QMetaObject::invokeMethod(
        holder,
        [holder, done = std::move(done)] {
            holder->deleteLater();
            done();
        },
        Qt::QueuedConnection);
}

}  // namespace

bool keychainUsable() {
    return qEnvironmentVariableIsEmpty("NASHLAB_NO_KEYCHAIN") &&
           !qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS");
}

std::vector<std::string> environmentKeys() {
    std::vector<std::string> keys;
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& name : env.keys()) {
        if (!name.endsWith(QLatin1String("_KEY"))) continue;
        std::string value = env.value(name).trimmed().toStdString();
        if (value.size() >= 8) keys.push_back(std::move(value));
    }
    return keys;
}

std::string defaultKeyEnv(const std::string& provider) { return engine::providerKeyEnv(provider); }

bool officialEndpoint(const std::string& provider, const std::string& baseUrl) {
    return engine::isOfficialEndpoint(provider, baseUrl);
}

std::string keychainEntry(const std::string& provider, const std::string& baseUrl) {
    const std::string url = trimmedUrl(baseUrl);
    return url.empty() ? provider : provider + " " + url;
}

std::vector<std::string> keychainEntriesFor(const KeyQuery& q) {
    // The same order as findApiKey: stop where an environment variable already answers.
    std::vector<std::string> entries;
    if (!keychainUsable() || !engine::keyEnvProblem(q.provider, q.keyEnv, q.baseUrl).empty() ||
        !fromEnv(q.keyEnv).value.empty())
        return entries;
    if (!trimmedUrl(q.baseUrl).empty()) entries.push_back(keychainEntry(q.provider, q.baseUrl));
    if (!officialEndpoint(q.provider, q.baseUrl)) return entries;  // the provider's own key stays home
    if (q.keyEnv.empty() && !fromEnv(defaultKeyEnv(q.provider)).value.empty()) return entries;
    entries.push_back(q.provider);
    return entries;
}

ApiKey findApiKey(const std::string& provider, const std::string& keyEnv, const std::string& baseUrl,
                  const ResolvedKeys& keys) {
    if (!engine::keyEnvProblem(provider, keyEnv, baseUrl).empty()) return {};  // not this variable, not here
    if (ApiKey k = fromEnv(keyEnv); !k.value.empty()) return k;
    if (!trimmedUrl(baseUrl).empty())
        if (ApiKey k = fromKeychain(keys, keychainEntry(provider, baseUrl)); !k.value.empty()) return k;
    // The provider's default variable and keychain entry go only to its official endpoint: running
    // someone else's spec with a base_url of theirs must not hand them your OPENAI_API_KEY.
    if (!officialEndpoint(provider, baseUrl)) return {};
    if (keyEnv.empty())
        if (ApiKey k = fromEnv(defaultKeyEnv(provider)); !k.value.empty()) return k;
    return fromKeychain(keys, provider);
}

void resolveKeys(const std::vector<KeyQuery>& queries, QObject* context, std::function<void(ResolvedKeys)> done,
                 int timeoutMs) {
    std::vector<std::string> entries;  // distinct, in the order first needed
    for (const KeyQuery& q : queries)
        for (std::string& e : keychainEntriesFor(q))
            if (std::find(entries.begin(), entries.end(), e) == entries.end()) entries.push_back(std::move(e));
    if (entries.empty()) {
        later(context, [done = std::move(done)] { done({}); });
        return;
    }
    struct Reads {
        ResolvedKeys keys;
        std::size_t pending = 0;
        std::function<void(ResolvedKeys)> done;
    };
    auto reads = std::make_shared<Reads>();
    reads->pending = entries.size();
    reads->done = std::move(done);
    for (const std::string& entry : entries) {
        new KeychainCall(
            context, timeoutMs,
            [entry] {
                auto* job = new QKeychain::ReadPasswordJob(kService);
                job->setKey(QString::fromStdString(entry));
                return job;
            },
            [reads, entry, timeoutMs](QKeychain::Job* job) {
                std::string& value = reads->keys.keychain[entry];
                if (!job) {
                    if (reads->keys.problem.empty()) reads->keys.problem = noAnswer(timeoutMs);
                } else if (job->error() == QKeychain::NoError) {
                    value = static_cast<QKeychain::ReadPasswordJob*>(job)->textData().trimmed().toStdString();
                } else if (job->error() != QKeychain::EntryNotFound && reads->keys.problem.empty()) {
                    reads->keys.problem = "the system keychain could not be read: " + job->errorString().toStdString();
                }
                if (--reads->pending > 0) return;
                auto finished = std::move(reads->done);
                finished(std::move(reads->keys));
            });
    }
}

void storeApiKeyInKeychain(const std::string& provider, const std::string& key, const std::string& baseUrl,
                           QObject* context, std::function<void(std::string error)> done) {
    if (!keychainUsable()) {
        later(context, [done = std::move(done)] { done("no keychain is available in this session"); });
        return;
    }
    const std::string entry = keychainEntry(provider, baseUrl);
    new KeychainCall(
        context, kKeychainTimeoutMs,
        [entry, key] {
            auto* job = new QKeychain::WritePasswordJob(kService);
            job->setKey(QString::fromStdString(entry));
            job->setTextData(QString::fromStdString(key));
            return job;
        },
        [entry, key, done = std::move(done)](QKeychain::Job* job) {
            if (!job) return done(noAnswer(kKeychainTimeoutMs));
            if (job->error() != QKeychain::NoError)
                return done("the keychain refused to store the key for " + entry + ": " +
                            redact(job->errorString().toStdString(), key));
            done({});
        });
}

void clearApiKeyInKeychain(const std::string& provider, const std::string& baseUrl, QObject* context,
                           std::function<void(std::string error)> done) {
    if (!keychainUsable()) {
        later(context, [done = std::move(done)] { done("no keychain is available in this session"); });
        return;
    }
    const std::string entry = keychainEntry(provider, baseUrl);
    new KeychainCall(
        context, kKeychainTimeoutMs,
        [entry] {
            auto* job = new QKeychain::DeletePasswordJob(kService);
            job->setKey(QString::fromStdString(entry));
            return job;
        },
        [done = std::move(done)](QKeychain::Job* job) {
            if (!job) return done(noAnswer(kKeychainTimeoutMs));
            if (job->error() != QKeychain::NoError && job->error() != QKeychain::EntryNotFound)
                return done("the keychain did not remove the key: " + job->errorString().toStdString());
            done({});
        });
}

std::string redact(std::string text, const std::string& key) {
    if (!key.empty()) {
        std::size_t pos = 0;
        while ((pos = text.find(key, pos)) != std::string::npos) {
            text.replace(pos, key.size(), engine::kRedacted);
            pos += engine::kRedacted.size();
        }
    }
    return engine::redactSecrets(text);
}

}  // namespace nashlab::providers
