#pragma once
// What the offscreen window tests share: a screenshot into $NASHLAB_SCREENSHOT_DIR (nothing when it
// is unset), and the texts of the human form's choice buttons that show. Header-only: only the GUI
// tests, which link Qt Widgets, include it.
#include <QCoreApplication>
#include <QDir>
#include <QPushButton>
#include <QtTest>

namespace nashlab::test {

inline void screenshot(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("NASHLAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

/// The labels of the visible choice buttons ("choice_…") inside `form`.
inline QStringList buttonTexts(QWidget* form) {
    QStringList texts;
    for (auto* b : form->findChildren<QPushButton*>())
        if (b->objectName().startsWith(QLatin1String("choice_")) && b->isVisibleTo(form)) texts << b->text();
    return texts;
}

}  // namespace nashlab::test
