#include "ui/settings/prices_page.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "providers/seats/price_table.h"
#include "ui/common/error_text.h"

namespace nashlab::ui {

PricesPage::PricesPage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("pricesPage"));
    auto* layout = new QVBoxLayout(this);
    const QString userFile = QString::fromStdString(providers::PriceTable::userFilePath());
    auto* intro = new QLabel(tr("Prices per million tokens (input = prompt, output = answer), by \"provider/model\" "
                                "or just \"model\". Your copy is saved to %1 and overrides the built-in table; "
                                "entries you delete fall back to the built-in price. Check your provider's page: "
                                "prices change.")
                                 .arg(userFile.toHtmlEscaped()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("pricesEditor"));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_editor->setFont(mono);
    QFile user(userFile);
    m_original = user.open(QIODevice::ReadOnly) ? QString::fromUtf8(user.readAll())
                                                : QString::fromStdString(providers::PriceTable::builtinText());
    m_editor->setPlainText(m_original);
    layout->addWidget(m_editor, 1);
    auto* row = new QHBoxLayout;
    m_check = new QLabel(this);
    m_check->setObjectName(QStringLiteral("pricesCheck"));
    m_check->setWordWrap(true);
    auto* reset = new QPushButton(tr("Start again from the built-in table"), this);
    reset->setObjectName(QStringLiteral("pricesReset"));
    row->addWidget(m_check, 1);
    row->addWidget(reset);
    layout->addLayout(row);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &PricesPage::check);
    connect(reset, &QPushButton::clicked, this,
            [this] { m_editor->setPlainText(QString::fromStdString(providers::PriceTable::builtinText())); });
    check();
}

// Where the text stops being JSON, in words: the parser's own message ("syntax error while parsing
// object separator - unexpected '}'; expected '[', '{', or a literal") means little to a person.
QString PricesPage::jsonProblem(const QString& text) {
    const std::string utf8 = text.toStdString();
    if (!engine::withinJsonDepth(utf8))
        return tr("Its lists and objects nest more than %1 deep.").arg(engine::kMaxJsonDepth);
    try {
        const engine::Json parsed = engine::Json::parse(utf8);
        (void)parsed;
        return {};
    } catch (const engine::Json::parse_error& e) {
        const std::size_t upTo = std::min(e.byte > 0 ? e.byte - 1 : 0, utf8.size());
        const QString before = QString::fromUtf8(utf8.data(), static_cast<qsizetype>(upTo));
        const int line = static_cast<int>(before.count(QLatin1Char('\n'))) + 1;
        const int column = static_cast<int>(before.size() - before.lastIndexOf(QLatin1Char('\n')));
        if (upTo >= utf8.size() && !utf8.empty())
            return tr("The table ends too early (line %1): a closing bracket or quote is missing.").arg(line);
        return tr("The table is not valid JSON at line %1, column %2: look there (or just before) for a "
                  "missing comma, quote or bracket.")
            .arg(line)
            .arg(column);
    }
}

engine::Status PricesPage::validate() const {
    if (const QString problem = jsonProblem(m_editor->toPlainText()); !problem.isEmpty())
        return engine::Error::make("parse", problem.toStdString());
    auto json = engine::parseJson(m_editor->toPlainText().toStdString(), "the price table");
    if (!json) return json.error();
    providers::PriceTable table;
    return table.merge(json.value());
}

void PricesPage::check() {
    const auto status = validate();
    if (status) {
        const auto json = engine::parseJson(m_editor->toPlainText().toStdString(), "prices");
        m_check->setText(tr("✓ %n price(s).", nullptr, int(json.value()["models"].size())));
        m_check->setStyleSheet(QString());
    } else {
        m_check->setText(tr("⚠ %1").arg(errorText(status.error())));
        m_check->setStyleSheet(QStringLiteral("color: #b00020;"));
    }
}

engine::Status PricesPage::save() const {
    if (m_editor->toPlainText() == m_original) return engine::okStatus();
    if (auto status = validate(); !status) return status;
    auto json = engine::parseJson(m_editor->toPlainText().toStdString(), "the price table");
    QDir().mkpath(QFileInfo(QString::fromStdString(providers::PriceTable::userFilePath())).absolutePath());
    return engine::writeJsonFileAtomic(providers::PriceTable::userFilePath(), json.value());
}

}  // namespace nashlab::ui
