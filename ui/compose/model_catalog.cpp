#include "ui/compose/model_catalog.h"

#include <QCoreApplication>
#include <QPointer>

namespace nashlab::ui {

using providers::EndpointProblem;

ModelCatalog& ModelCatalog::shared() {
    static QPointer<ModelCatalog> catalog;
    if (!catalog) catalog = new ModelCatalog(QCoreApplication::instance());
    return *catalog;
}

ModelCatalog::ModelCatalog(QObject* parent) : QObject(parent), m_scheduler(new providers::RequestScheduler(this)) {
    // A person waits for the list or the reason: no retries, no backoff.
    providers::RetryPolicy retry;
    retry.maxRetries = 0;
    m_scheduler->setRetryPolicy(retry);
}

QString ModelCatalog::key(const QString& provider, const QString& baseUrl) {
    QString url = baseUrl.trimmed();
    while (url.endsWith(QLatin1Char('/'))) url.chop(1);
    return provider + QLatin1Char(' ') + url;
}

ModelCatalog::Entry ModelCatalog::entry(const QString& provider, const QString& baseUrl) const {
    return m_entries.value(key(provider, baseUrl));
}

void ModelCatalog::clear() {
    m_entries.clear();
    ++m_generation;
}

void ModelCatalog::request(const QString& provider, const QString& baseUrl, bool force) {
    const QString k = key(provider, baseUrl);
    const State state = m_entries.value(k).state;
    if (state == State::Loading || (!force && state != State::Unknown)) return;
    m_entries[k].state = State::Loading;
    emit updated(k);
    const QString where =
        baseUrl.trimmed().isEmpty() ? provider : provider + QStringLiteral(" at ") + baseUrl.trimmed();
    const quint64 generation = m_generation;
    providers::DiscoveryRequest r{provider.toStdString(), baseUrl.trimmed().toStdString(), {}, 15000};
    QPointer<ModelCatalog> self(this);
    // Started from the event loop, not from inside the caller: the answer may come at once (an
    // unknown provider) while a seat table is being filled. The key is looked up asynchronously.
    QMetaObject::invokeMethod(
        this,
        [this, r, self, k, where, generation] {
            if (m_generation != generation) return;
            providers::discoverModels(*m_scheduler, r, [self, k, where, generation](providers::ModelList list) {
                if (!self || self->m_generation != generation) return;
                Entry e;
                if (list.ok()) {
                    e.state = State::Ready;
                    for (const auto& m : list.models) e.models << QString::fromStdString(m);
                    e.models.sort();
                } else {
                    e.state = State::Failed;
                    e.problem = list.problem;
                    e.message = describe(where, list);
                }
                self->m_entries[k] = e;
                emit self->updated(k);
            });
        },
        Qt::QueuedConnection);
}

QString ModelCatalog::describe(const QString& where, const providers::ModelList& list) {
    const QString detail = QString::fromStdString(list.detail);
    switch (list.problem) {
    case EndpointProblem::None: return tr("%1: %n model(s) available.", nullptr, int(list.models.size())).arg(where);
    case EndpointProblem::NoKey:
        return tr("%1: no API key. Set one in Settings → Providers (or in the environment).").arg(where);
    case EndpointProblem::BadKey:
        return tr("%1: the key was rejected (HTTP %2). Check or replace the key in Settings → Providers.")
            .arg(where)
            .arg(list.status);
    case EndpointProblem::NotFound:
        return tr("%1: no model list at this address (HTTP 404). Check the base URL (it usually ends in /v1).")
            .arg(where);
    case EndpointProblem::RateLimited:
        return tr("%1: rate limited (HTTP 429). Wait a minute, or lower the requests per minute in Settings.")
            .arg(where);
    case EndpointProblem::Timeout:
        return tr("%1: no answer in time. Is the server running and not overloaded?").arg(where);
    case EndpointProblem::Unreachable:
        return tr("%1: cannot be reached (%2). Check the address and that the server is running.").arg(where, detail);
    case EndpointProblem::ServerError:
        return tr("%1: the server failed (HTTP %2). Try again later.").arg(where).arg(list.status);
    case EndpointProblem::BadResponse:
        return tr("%1: the answer is not a model list (%2). Is this the right provider type?").arg(where, detail);
    case EndpointProblem::UnknownProvider: return tr("%1: unknown provider.").arg(where);
    case EndpointProblem::Other: break;
    }
    return tr("%1: %2").arg(where, detail);
}

}  // namespace nashlab::ui
