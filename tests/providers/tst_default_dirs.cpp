// DefaultDirs: the application's folders worked out without Qt (the light nashlab-cli front uses
// them) must be the ones Qt's standard locations gave the window and the full CLI.
#include <QDir>
#include <QStandardPaths>
#include <QtTest>

#include "providers/config/app_paths.h"
#include "providers/config/default_dirs.h"

using nashlab::providers::AppPaths;
using nashlab::providers::cleanPath;
using nashlab::providers::DefaultDirs;

namespace {

// Sets (or, with nullptr, unsets) the variables for one case.
void setEnv(const char* name, const char* value) {
    if (value)
        qputenv(name, value);
    else
        qunsetenv(name);
}

}  // namespace

class TestDefaultDirs : public QObject {
    Q_OBJECT

private slots:
    void init() {
        for (const char* name :
             {"NASHLAB_DATA_DIR", "NASHLAB_CACHE_DIR", "NASHLAB_RUNS_DIR", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
            qunsetenv(name);
    }

    void theXdgFoldersAsQtFindsThem_data() {
        QTest::addColumn<QByteArray>("home");
        QTest::addColumn<QByteArray>("dataHome");
        QTest::addColumn<QByteArray>("cacheHome");
        QTest::newRow("home only") << QByteArray("/home/ada") << QByteArray() << QByteArray();
        QTest::newRow("XDG folders") << QByteArray("/home/ada") << QByteArray("/srv/data") << QByteArray("/srv/cache");
        QTest::newRow("home with a trailing slash") << QByteArray("/home/ada/") << QByteArray() << QByteArray();
        QTest::newRow("home spelt loosely") << QByteArray("/home//ada/./x/..") << QByteArray() << QByteArray();
    }

    void theXdgFoldersAsQtFindsThem() {
        QFETCH(QByteArray, home);
        QFETCH(QByteArray, dataHome);
        QFETCH(QByteArray, cacheHome);
        setEnv("HOME", home.constData());
        setEnv("XDG_DATA_HOME", dataHome.isEmpty() ? nullptr : dataHome.constData());
        setEnv("XDG_CACHE_HOME", cacheHome.isEmpty() ? nullptr : cacheHome.constData());
        const DefaultDirs dirs = DefaultDirs::fromEnvironment();
        const QString qtData = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
        const QString qtCache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
        QCOMPARE(QString::fromStdString(dirs.data), qtData + QStringLiteral("/NashLab"));
        QCOMPARE(QString::fromStdString(dirs.cache), qtCache + QStringLiteral("/NashLab"));
        QCOMPARE(QString::fromStdString(dirs.runs), qtData + QStringLiteral("/NashLab/runs"));
        // AppPaths, which the window reads, is the same reading.
        QCOMPARE(AppPaths::resolve().runs, QString::fromStdString(dirs.runs));
    }

    void relativeXdgFoldersAreIgnored() {
        // The XDG Base Directory specification: a relative path is invalid and must be ignored.
        qputenv("HOME", "/home/ada");
        qputenv("XDG_DATA_HOME", "data");
        qputenv("XDG_CACHE_HOME", "./cache");
        const DefaultDirs dirs = DefaultDirs::fromEnvironment();
        QCOMPARE(dirs.data, std::string("/home/ada/.local/share/NashLab"));
        QCOMPARE(dirs.cache, std::string("/home/ada/.cache/NashLab"));
    }

    void nashlabVariablesWin() {
        qputenv("HOME", "/home/ada");
        qputenv("NASHLAB_DATA_DIR", "/d//x/");
        qputenv("NASHLAB_CACHE_DIR", "/c/./y");
        const DefaultDirs first = DefaultDirs::fromEnvironment();
        QCOMPARE(first.data, std::string("/d/x"));
        QCOMPARE(first.cache, std::string("/c/y"));
        QCOMPARE(first.runs, std::string("/d/x/runs"));  // under the data folder, unless named
        qputenv("NASHLAB_RUNS_DIR", "/r/a/../b");
        QCOMPARE(DefaultDirs::fromEnvironment().runs, std::string("/r/b"));
    }

    void cleanPathAsQDir_data() {
        QTest::addColumn<QString>("path");
        for (const char* p : {"/a/b", "/a//b/", "a/./b/../c", "../x/y", "/../a", "/", "//", ".", "./", "a/..",
                              "a/../..", "/a/b/../../..", "relative/dir/", "x//y///z"})
            QTest::newRow(p) << QString::fromLatin1(p);
    }

    void cleanPathAsQDir() {
        QFETCH(QString, path);
        QCOMPARE(QString::fromStdString(cleanPath(path.toStdString())), QDir::cleanPath(path));
    }
};

QTEST_GUILESS_MAIN(TestDefaultDirs)
#include "tst_default_dirs.moc"
