#include "ui/settings/providers_page.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "providers/seats/key_store.h"
#include "providers/seats/model_discovery.h"
#include "ui/compose/model_catalog.h"

namespace nashlab::ui {

namespace {

QSpinBox* limitSpin(QWidget* parent, int value, int max) {
    auto* s = new QSpinBox(parent);
    s->setRange(0, max);
    s->setSpecialValueText(QStringLiteral("—"));
    s->setValue(value);
    return s;
}

}  // namespace

ProvidersPage::ProvidersPage(const QList<Endpoint>& endpoints, QWidget* parent)
    : QWidget(parent), m_scheduler(new providers::RequestScheduler(this)) {
    setObjectName(QStringLiteral("providersPage"));
    providers::RetryPolicy retry;
    retry.maxRetries = 0;  // a person waits for the reason
    m_scheduler->setRetryPolicy(retry);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The servers LLM seats can use. Pick one per seat in Compose. Any OpenAI-compatible "
                                "server (vLLM, llama.cpp, LM Studio, OpenRouter, DeepSeek) works with the provider "
                                "openai and its base URL. Limits: requests in flight, requests and tokens per minute "
                                "(— = the default: 16 in flight, no rate limit)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(0, ColCount, this);
    m_table->setObjectName(QStringLiteral("endpointTable"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Provider"), tr("Base URL"), tr("In flight"), tr("Requests/min"),
                                        tr("Tokens/min"), tr("Test")});
    m_table->horizontalHeader()->setSectionResizeMode(ColBaseUrl, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    layout->addWidget(m_table, 1);
    auto* rowButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add endpoint"), this);
    add->setObjectName(QStringLiteral("addEndpoint"));
    auto* remove = new QPushButton(tr("Remove"), this);
    remove->setObjectName(QStringLiteral("removeEndpoint"));
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch(1);
    layout->addLayout(rowButtons);
    m_testResult = new QLabel(this);
    m_testResult->setObjectName(QStringLiteral("endpointTestResult"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_testResult);

    auto* keyBox = new QGroupBox(tr("API key of the selected endpoint"), this);
    auto* kl = new QVBoxLayout(keyBox);
    m_keyFor = new QLabel(keyBox);
    m_keyState = new QLabel(keyBox);
    m_keyState->setObjectName(QStringLiteral("keyState"));
    m_keyState->setWordWrap(true);
    auto* keyRow = new QHBoxLayout;
    m_key = new QLineEdit(keyBox);
    m_key->setObjectName(QStringLiteral("keyEdit"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(tr("paste a key to store it in the system keychain"));
    auto* store = new QPushButton(tr("Store key"), keyBox);
    store->setObjectName(QStringLiteral("storeKey"));
    auto* clear = new QPushButton(tr("Clear key"), keyBox);
    clear->setObjectName(QStringLiteral("clearKey"));
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(store);
    keyRow->addWidget(clear);
    kl->addWidget(m_keyFor);
    kl->addWidget(m_keyState);
    kl->addLayout(keyRow);
    auto* keyNote = new QLabel(tr("Keys go to the system keychain only (service NashLab), never to settings.ini, a "
                                  "spec or a run folder. A key in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, "
                                  "GEMINI_API_KEY) is used for the provider's public endpoint when none is stored."),
                               keyBox);
    keyNote->setWordWrap(true);
    kl->addWidget(keyNote);
    layout->addWidget(keyBox);

    for (const Endpoint& e : endpoints) addRow(e);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow({tr("My server"), QStringLiteral("openai"), QStringLiteral("http://127.0.0.1:8000/v1")});
        m_table->selectRow(m_table->rowCount() - 1);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0) m_table->removeRow(m_table->currentRow());
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ProvidersPage::showKeyState);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->row() == m_table->currentRow()) showKeyState();
    });
    connect(store, &QPushButton::clicked, this, &ProvidersPage::storeKey);
    connect(clear, &QPushButton::clicked, this, &ProvidersPage::clearKey);
    if (m_table->rowCount() > 0) m_table->selectRow(0);
}

void ProvidersPage::addRow(const Endpoint& e) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, ColName, new QTableWidgetItem(e.name));
    auto* provider = new QComboBox(m_table);
    provider->setObjectName(QStringLiteral("endpointProvider"));
    for (const char* p : {"openai", "anthropic", "gemini", "ollama"}) provider->addItem(QLatin1String(p));
    provider->setCurrentText(e.provider);
    m_table->setCellWidget(row, ColProvider, provider);
    auto* url = new QTableWidgetItem(e.baseUrl);
    url->setToolTip(tr("Empty: the provider's public endpoint. For another server, e.g. http://127.0.0.1:8000/v1"));
    m_table->setItem(row, ColBaseUrl, url);
    m_table->setCellWidget(row, ColConcurrent, limitSpin(m_table, e.maxConcurrent, 10000));
    m_table->setCellWidget(row, ColRpm, limitSpin(m_table, e.requestsPerMinute, 1000000));
    m_table->setCellWidget(row, ColTpm, limitSpin(m_table, e.tokensPerMinute, 100000000));
    auto* test = new QPushButton(tr("Test"), m_table);
    test->setObjectName(QStringLiteral("testEndpoint"));
    m_table->setCellWidget(row, ColTest, test);
    connect(test, &QPushButton::clicked, this, [this, test] {
        for (int r = 0; r < m_table->rowCount(); ++r)
            if (m_table->cellWidget(r, ColTest) == test) return this->test(r);
    });
    connect(provider, &QComboBox::currentIndexChanged, this, &ProvidersPage::showKeyState);
}

Endpoint ProvidersPage::rowEndpoint(int row) const {
    Endpoint e;
    e.name = m_table->item(row, ColName)->text().trimmed();
    e.provider = qobject_cast<QComboBox*>(m_table->cellWidget(row, ColProvider))->currentText();
    e.baseUrl = m_table->item(row, ColBaseUrl)->text().trimmed();
    e.maxConcurrent = qobject_cast<QSpinBox*>(m_table->cellWidget(row, ColConcurrent))->value();
    e.requestsPerMinute = qobject_cast<QSpinBox*>(m_table->cellWidget(row, ColRpm))->value();
    e.tokensPerMinute = qobject_cast<QSpinBox*>(m_table->cellWidget(row, ColTpm))->value();
    return e;
}

QList<Endpoint> ProvidersPage::endpoints() const {
    QList<Endpoint> list;
    QStringList names;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        Endpoint e = rowEndpoint(r);
        if (e.name.isEmpty() || names.contains(e.name))
            e.name = e.provider + (e.baseUrl.isEmpty() ? QString() : QStringLiteral(" · ") + e.baseUrl);
        if (names.contains(e.name)) continue;  // the very same endpoint twice
        names << e.name;
        list << e;
    }
    return list;
}

void ProvidersPage::showKeyState() {
    const int row = m_table->currentRow();
    if (row < 0) return;
    const Endpoint e = rowEndpoint(row);
    m_keyFor->setText(tr("Endpoint: <b>%1</b>").arg(e.name.toHtmlEscaped()));
    const quint64 lookup = ++m_keyLookup;
    const providers::KeyQuery query{e.provider.toStdString(), {}, e.baseUrl.toStdString()};
    if (providers::keychainEntriesFor(query).empty()) return keyStateFor(e, {});  // the environment answers
    m_keyState->setText(tr("Key: looking in the system keychain…"));
    providers::resolveKeys({query}, this, [this, e, lookup](const providers::ResolvedKeys& keys) {
        if (lookup == m_keyLookup) keyStateFor(e, keys);
    });
}

void ProvidersPage::keyStateFor(const Endpoint& e, const providers::ResolvedKeys& keys) {
    const std::string provider = e.provider.toStdString(), baseUrl = e.baseUrl.toStdString();
    const providers::ApiKey found = providers::findApiKey(provider, "", baseUrl, keys);
    const std::string own = "keychain:NashLab/" + providers::keychainEntry(provider, baseUrl);
    QString state;
    if (found.value.empty())
        state = tr("Key: not stored.") + (e.provider == QLatin1String("ollama") || !e.baseUrl.isEmpty()
                                              ? QLatin1Char(' ') + tr("Local servers often need none.")
                                              : QString());
    else if (found.source == own)
        state = tr("Key: stored in the system keychain.");
    else if (found.source.rfind("env:", 0) == 0)
        state = tr("Key: from the environment (%1).").arg(QString::fromStdString(found.source.substr(4)));
    else
        state = tr("Key: from the keychain entry %1.").arg(QString::fromStdString(found.source.substr(9)));
    if (found.value.empty() && !keys.problem.empty())
        state += QLatin1Char(' ') + QString::fromStdString(keys.problem) + QLatin1Char('.');
    m_keyState->setText(state);
}

void ProvidersPage::storeKey() {
    const int row = m_table->currentRow();
    const QString key = m_key->text().trimmed();
    if (row < 0 || key.isEmpty()) return;
    const Endpoint e = rowEndpoint(row);
    m_key->clear();
    m_keyState->setText(tr("Storing the key in the system keychain…"));
    ++m_keyLookup;  // an older lookup's answer would be out of date
    providers::storeApiKeyInKeychain(
        e.provider.toStdString(), key.toStdString(), e.baseUrl.toStdString(), this, [this](const std::string& error) {
            if (error.empty()) {
                showKeyState();
            } else {
                ++m_keyLookup;
                m_keyState->setText(tr("The key was not stored: %1").arg(QString::fromStdString(error)));
            }
            emit keysChanged();
        });
}

void ProvidersPage::clearKey() {
    const int row = m_table->currentRow();
    if (row < 0) return;
    const Endpoint e = rowEndpoint(row);
    ++m_keyLookup;
    providers::clearApiKeyInKeychain(
        e.provider.toStdString(), e.baseUrl.toStdString(), this, [this](const std::string& error) {
            if (error.empty()) {
                showKeyState();
            } else {
                ++m_keyLookup;
                m_keyState->setText(tr("The key was not removed: %1").arg(QString::fromStdString(error)));
            }
            emit keysChanged();
        });
}

void ProvidersPage::test(int row) {
    const Endpoint e = rowEndpoint(row);
    const QString where = e.name;
    m_testResult->setText(tr("Testing %1…").arg(where));
    providers::DiscoveryRequest request{e.provider.toStdString(), e.baseUrl.toStdString(), {}, 15000};
    QPointer<ProvidersPage> self(this);
    providers::discoverModels(*m_scheduler, request, [self, row, where](providers::ModelList list) {
        if (!self) return;
        QString text;
        if (list.ok()) {
            QStringList names;
            for (const auto& m : list.models) names << QString::fromStdString(m);
            const QString shown =
                names.mid(0, 8).join(QStringLiteral(", ")) + (names.size() > 8 ? QStringLiteral(", …") : QString());
            text = tr("✓ %1 answers: %n model(s): %2", nullptr, int(names.size())).arg(where, shown);
        } else {
            text = QStringLiteral("⚠ ") + ModelCatalog::describe(where, list);
        }
        self->m_testResult->setText(text);
        emit self->tested(row, text);
    });
}

}  // namespace nashlab::ui
