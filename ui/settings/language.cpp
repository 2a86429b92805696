#include "ui/settings/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace nashlab::ui {

bool installLanguage(const QString& code) {
    static QPointer<QTranslator> ours, qt;
    for (QTranslator* old : {ours.data(), qt.data()})
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    ours = new QTranslator(QCoreApplication::instance());
    qt = new QTranslator(QCoreApplication::instance());
    const bool found = ours->load(locale, QStringLiteral("nashlab"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (found) QCoreApplication::installTranslator(ours);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return found;
}

}  // namespace nashlab::ui
