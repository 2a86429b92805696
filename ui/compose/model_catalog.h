#pragma once
// ModelCatalog: the models each endpoint offers, discovered on demand (providers' model
// discovery, asynchronously) and kept for the rest of the session, so the seat table can offer
// them in a list. A failed discovery keeps a sentence a person can act on; it is asked again
// only on request (Refresh, or Settings' Test). One catalog per process.
#include <QHash>
#include <QObject>
#include <QStringList>

#include "providers/seats/model_discovery.h"

namespace nashlab::ui {

class ModelCatalog final : public QObject {
    Q_OBJECT

public:
    enum class State { Unknown, Loading, Ready, Failed };
    struct Entry {
        State state = State::Unknown;
        QStringList models;
        QString message;  ///< why discovery failed, in words a person can act on
        providers::EndpointProblem problem = providers::EndpointProblem::None;
    };

    static ModelCatalog& shared();
    explicit ModelCatalog(QObject* parent = nullptr);

    /// The cache key of an endpoint: provider and base URL.
    static QString key(const QString& provider, const QString& baseUrl);
    /// Starts discovery unless the endpoint is known or loading (or `force`).
    void request(const QString& provider, const QString& baseUrl, bool force = false);
    Entry entry(const QString& provider, const QString& baseUrl) const;
    /// Forgets everything (tests; Settings after keys or endpoints change).
    void clear();

    /// A failed discovery in words a person can act on ("OpenAI at …: key rejected (401). Set a
    /// key in Settings → Providers."). Also used by Settings' Test button.
    static QString describe(const QString& where, const providers::ModelList& list);

signals:
    void updated(const QString& key);

private:
    providers::RequestScheduler* m_scheduler;
    QHash<QString, Entry> m_entries;
    quint64 m_generation = 0;  ///< answers that arrive after clear() are dropped
};

}  // namespace nashlab::ui
