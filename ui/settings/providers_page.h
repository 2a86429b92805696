#pragma once
// ProvidersPage (Settings → Providers): the model servers LLM seats can use — provider, base
// URL, limits — saved in settings.ini; each endpoint's API key set or cleared in the OS keychain
// (never in a file; the key itself is never shown); and a Test button per endpoint that lists
// its models or says why it failed (key rejected, unreachable, rate limited, no answer in time).
#include <QWidget>

#include "providers/scheduling/request_scheduler.h"
#include "providers/seats/key_store.h"
#include "ui/settings/app_settings.h"

class QLabel;
class QLineEdit;
class QTableWidget;

namespace nashlab::ui {

class ProvidersPage final : public QWidget {
    Q_OBJECT

public:
    explicit ProvidersPage(const QList<Endpoint>& endpoints, QWidget* parent = nullptr);

    /// The endpoints as edited; rows without a name or with a duplicate name are named after
    /// their provider.
    QList<Endpoint> endpoints() const;
    QTableWidget* table() const { return m_table; }
    /// Tests the endpoint in `row` (what its Test button does).
    void test(int row);

signals:
    /// A test finished: the text shown for `row`.
    void tested(int row, const QString& text);
    /// A key was stored or cleared (model lists may change).
    void keysChanged();

private:
    enum Column { ColName, ColProvider, ColBaseUrl, ColConcurrent, ColRpm, ColTpm, ColTest, ColCount };
    void addRow(const Endpoint& e);
    Endpoint rowEndpoint(int row) const;
    /// Shows where the selected endpoint's key comes from; the keychain answers later (from the
    /// event loop), and an answer for a row no longer selected is dropped.
    void showKeyState();
    void storeKey();
    void clearKey();
    void keyStateFor(const Endpoint& e, const providers::ResolvedKeys& keys);

    QTableWidget* m_table;
    QLabel* m_keyFor;
    QLabel* m_keyState;
    QLineEdit* m_key;
    QLabel* m_testResult;
    providers::RequestScheduler* m_scheduler;
    quint64 m_keyLookup = 0;  ///< counts key-state lookups: only the latest one is shown
};

}  // namespace nashlab::ui
