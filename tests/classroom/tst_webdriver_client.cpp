// The WebDriver client of tests/support/webdriver.h against a real headless Chromium: a tiny site
// served from this test (strict CSP, script only from files) is typed into and clicked in a
// 360-px phone and a 1280-px desktop browser; the layout width, screenshots, tabs (a closed tab's
// open connection really closes) and the console log are checked with exact values. Skipped only
// where chromium or chromedriver is not installed.
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>
#include <memory>

#include "tests/support/webdriver.h"

using namespace nashlab::test;

namespace {

const QByteArray kCsp = "default-src 'none'; script-src 'self'";

const QByteArray kFormPage = R"(<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Greeter</title></head>
<body>
<input id="name" placeholder="Your name">
<button id="go" type="button">Greet</button>
<p id="out"></p>
<ul><li>one</li><li>two</li><li>three</li></ul>
<script src="/s.js"></script>
</body></html>
)";

const QByteArray kFormScript = R"(document.getElementById('go').addEventListener('click', () => {
  document.getElementById('out').textContent = 'Hello, ' + document.getElementById('name').value + '!';
});
)";

// Holds a connection open (server-sent events) until the page goes away.
const QByteArray kLivePage = R"(<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Live</title></head>
<body><p id="state">connecting</p><script src="/live.js"></script></body></html>
)";

const QByteArray kLiveScript = R"(const source = new EventSource('/events');
source.onmessage = (event) => { document.getElementById('state').textContent = event.data; };
)";

// An inline script: the CSP blocks it, and the console must say so.
const QByteArray kBadPage = R"(<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bad</title></head>
<body><p id="x">untouched</p><script>document.getElementById('x').textContent = 'inline ran';</script></body></html>
)";

// A loopback HTTP/1.0-style server: one request per connection, closed after the answer, except
// /events, which stays open (counted while open and when closed by the browser).
class TinySite final : public QObject {
public:
    bool listen() {
        connect(&m_server, &QTcpServer::newConnection, this, &TinySite::onConnection);
        return m_server.listen(QHostAddress::LocalHost, 0);
    }
    QString url(const QString& path) const {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path);
    }
    int streamsOpened() const { return m_opened; }
    int streamsClosed() const { return m_closed; }

private:
    void onConnection() {
        while (QTcpSocket* socket = m_server.nextPendingConnection()) {
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onData(socket); });
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        }
    }

    void onData(QTcpSocket* socket) {
        QByteArray& buffer = m_buffers[socket];
        buffer += socket->readAll();
        if (!buffer.contains("\r\n\r\n")) return;
        const QList<QByteArray> requestLine = buffer.left(buffer.indexOf("\r\n")).split(' ');
        m_buffers.remove(socket);
        const QString path = requestLine.size() >= 2 ? QString::fromLatin1(requestLine[1]) : QString();
        if (path == QLatin1String("/events")) {
            ++m_opened;
            connect(socket, &QTcpSocket::disconnected, this, [this] { ++m_closed; });
            socket->write(
                "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n\r\ndata: open\n\n");
            return;
        }
        const QByteArray html = "text/html; charset=utf-8";
        const QByteArray js = "text/javascript; charset=utf-8";
        if (path == QLatin1String("/")) return answer(socket, 200, html, kFormPage, kCsp);
        if (path == QLatin1String("/s.js")) return answer(socket, 200, js, kFormScript, kCsp);
        if (path == QLatin1String("/live")) return answer(socket, 200, html, kLivePage, kCsp + "; connect-src 'self'");
        if (path == QLatin1String("/live.js")) return answer(socket, 200, js, kLiveScript, kCsp);
        if (path == QLatin1String("/bad")) return answer(socket, 200, html, kBadPage, kCsp);
        answer(socket, 404, "text/plain", "not found", kCsp);
    }

    static void answer(QTcpSocket* socket, int status, const QByteArray& type, const QByteArray& body,
                       const QByteArray& csp) {
        QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + (status == 200 ? " OK" : " Not Found") + "\r\n";
        head += "Content-Type: " + type + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
        head += "Content-Security-Policy: " + csp + "\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n";
        socket->write(head + body);
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QTcpSocket*, QByteArray> m_buffers;
    int m_opened = 0;
    int m_closed = 0;
};

// Width and height from a PNG's IHDR chunk; {0, 0} when `png` is not a PNG.
QSize pngSize(const QByteArray& png) {
    if (png.size() < 24 || !png.startsWith("\x89PNG\r\n\x1a\n") || png.mid(12, 4) != "IHDR") return {};
    return {static_cast<int>(qFromBigEndian<quint32>(png.constData() + 16)),
            static_cast<int>(qFromBigEndian<quint32>(png.constData() + 20))};
}

}  // namespace

class TstWebDriverClient : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QString why;
        if (!WebDriver::available(&why)) QSKIP(qPrintable(why));
        m_driver = std::make_unique<WebDriver>();
        QVERIFY2(m_driver->ready(), qPrintable(m_driver->lastError()));
        QVERIFY(m_site.listen());
        QVERIFY(m_shots.isValid());
    }
    void cleanupTestCase() { m_driver.reset(); }

    void greetsInPhoneAndDesktop_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("name");
        QTest::newRow("phone 360x740") << 360 << 740 << QStringLiteral("Zoë Ng");
        QTest::newRow("desktop 1280x800") << 1280 << 800 << QStringLiteral("Ada Lovelace");
    }
    // Both browsers are open at once (two sessions of one chromedriver), each checked in turn.
    void greetsInPhoneAndDesktop() {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, name);
        Browser browser(*m_driver, width, height);
        QVERIFY2(browser.ok(), qPrintable(browser.lastError()));
        Browser other(*m_driver, width == 360 ? 1280 : 360, width == 360 ? 800 : 740);
        QVERIFY2(other.ok(), qPrintable(other.lastError()));
        QVERIFY(browser.sessionId() != other.sessionId());
        QVERIFY2(other.navigate(m_site.url(QStringLiteral("/"))), qPrintable(other.lastError()));

        QVERIFY2(browser.navigate(m_site.url(QStringLiteral("/"))), qPrintable(browser.lastError()));
        QCOMPARE(browser.currentUrl(), m_site.url(QStringLiteral("/")));
        QCOMPARE(browser.title(), QStringLiteral("Greeter"));
        QCOMPARE(browser.executeScript(QStringLiteral("return window.innerWidth;")).toInt(), width);
        QCOMPARE(browser.executeScript(QStringLiteral("return window.innerHeight;")).toInt(), height);
        QCOMPARE(browser.executeScript(QStringLiteral("return document.documentElement.clientWidth;")).toInt(), width);

        const QString input = browser.waitFor(QStringLiteral("#name"), 5000);
        QVERIFY2(!input.isEmpty(), qPrintable(browser.lastError()));
        QCOMPARE(browser.attribute(input, QStringLiteral("placeholder")).value_or(QStringLiteral("<none>")),
                 QStringLiteral("Your name"));
        QVERIFY(!browser.attribute(input, QStringLiteral("maxlength")).has_value());
        QVERIFY(browser.lastError().isEmpty());
        QVERIFY2(browser.sendKeys(input, QStringLiteral("typo")), qPrintable(browser.lastError()));
        QCOMPARE(browser.property(input, QStringLiteral("value")).toString(), QStringLiteral("typo"));
        QVERIFY2(browser.clear(input), qPrintable(browser.lastError()));
        QVERIFY2(browser.sendKeys(input, name), qPrintable(browser.lastError()));
        QCOMPARE(browser.property(input, QStringLiteral("value")).toString(), name);

        const QString out = browser.findElement(QStringLiteral("#out"));
        QVERIFY(!out.isEmpty());
        QCOMPARE(browser.text(out), QString());
        QVERIFY2(browser.click(browser.findElement(QStringLiteral("#go"))), qPrintable(browser.lastError()));
        QVERIFY2(browser.waitForScript(QStringLiteral("document.getElementById('out').textContent !== ''"), 5000),
                 qPrintable(browser.lastError()));
        QCOMPARE(browser.text(out), QStringLiteral("Hello, %1!").arg(name));
        QCOMPARE(browser.findElements(QStringLiteral("li")).size(), 3);
        QCOMPARE(browser.executeScript(QStringLiteral("return arguments[0].tagName + ':' + arguments[1];"),
                                       {Browser::elementRef(out), 7}),
                 QJsonValue(QStringLiteral("P:7")));

        // The other browser kept its own page: nothing typed there.
        QCOMPARE(other.text(other.findElement(QStringLiteral("#out"))), QString());

        const QString shot = m_shots.filePath(QStringLiteral("greeter-%1.png").arg(width));
        QVERIFY2(browser.screenshot(shot), qPrintable(browser.lastError()));
        QFile file(shot);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(pngSize(file.readAll()), QSize(width, height));

        QCOMPARE(browser.consoleErrors(), QStringList());
        QCOMPARE(other.consoleErrors(), QStringList());
    }

    // A closed tab's page really goes: the connection it held open is closed, the browser is back
    // in the first tab, and the phone viewport holds in new tabs too.
    void closingATabClosesItsPage() {
        Browser phone(*m_driver, 360, 740);
        QVERIFY2(phone.ok(), qPrintable(phone.lastError()));
        QVERIFY2(phone.navigate(m_site.url(QStringLiteral("/"))), qPrintable(phone.lastError()));
        const QString first = phone.currentWindow();
        QVERIFY(!first.isEmpty());

        const int opened = m_site.streamsOpened();
        const int closed = m_site.streamsClosed();
        const QString tab = phone.newWindow();
        QVERIFY2(!tab.isEmpty(), qPrintable(phone.lastError()));
        QVERIFY(tab != first);
        QCOMPARE(phone.currentWindow(), tab);
        QCOMPARE(phone.windowHandles().size(), 2);
        QVERIFY2(phone.navigate(m_site.url(QStringLiteral("/live"))), qPrintable(phone.lastError()));
        QVERIFY2(phone.waitForScript(QStringLiteral("document.getElementById('state').textContent === 'open'"), 5000),
                 qPrintable(phone.lastError()));
        QCOMPARE(phone.executeScript(QStringLiteral("return window.innerWidth;")).toInt(), 360);
        QCOMPARE(m_site.streamsOpened(), opened + 1);
        QCOMPARE(m_site.streamsClosed(), closed);

        QVERIFY2(phone.closeWindow(), qPrintable(phone.lastError()));
        QTRY_COMPARE_WITH_TIMEOUT(m_site.streamsClosed(), closed + 1, 5000);
        QVERIFY(phone.ok());
        QCOMPARE(phone.windowHandles(), QStringList{first});
        QCOMPARE(phone.currentWindow(), first);
        QCOMPARE(phone.currentUrl(), m_site.url(QStringLiteral("/")));
        QCOMPARE(phone.consoleErrors(), QStringList());

        // Closing the last tab ends the session.
        QVERIFY2(phone.closeWindow(), qPrintable(phone.lastError()));
        QVERIFY(!phone.ok());
        QVERIFY(!phone.navigate(m_site.url(QStringLiteral("/"))));
        QVERIFY(!phone.lastError().isEmpty());
    }

    // The checks the other tests lean on can fail: CSP violations and script errors are reported,
    // a missing element is "none" (no error) but waiting for it is.
    void reportsViolationsAndErrors() {
        Browser browser(*m_driver, 1280, 800);
        QVERIFY2(browser.ok(), qPrintable(browser.lastError()));
        QVERIFY2(browser.navigate(m_site.url(QStringLiteral("/bad"))), qPrintable(browser.lastError()));
        QCOMPARE(browser.text(browser.findElement(QStringLiteral("#x"))), QStringLiteral("untouched"));
        const QStringList errors = browser.consoleErrors();
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].startsWith(QStringLiteral("security: ") + m_site.url(QStringLiteral("/bad"))),
                 qPrintable(errors[0]));
        QVERIFY2(errors[0].contains(QStringLiteral("Content Security Policy directive 'script-src 'self''")),
                 qPrintable(errors[0]));
        QCOMPARE(browser.consoleErrors(), errors);  // gathered, not lost after the first read
        browser.clearLog();
        QCOMPARE(browser.consoleErrors(), QStringList());

        QVERIFY(browser.executeScript(QStringLiteral("console.error('boom'); return 1;")) == QJsonValue(1));
        const QStringList boom = browser.consoleErrors();
        QCOMPARE(boom.size(), 1);
        QVERIFY2(boom[0].startsWith(QStringLiteral("console-api: ")) && boom[0].endsWith(QStringLiteral("\"boom\"")),
                 qPrintable(boom[0]));

        QVERIFY(browser.executeScript(QStringLiteral("throw new Error('kaput');")).isUndefined());
        QVERIFY2(browser.lastError().contains(QStringLiteral("kaput")), qPrintable(browser.lastError()));
        QCOMPARE(browser.executeScript(QStringLiteral("return null;")), QJsonValue(QJsonValue::Null));
        QVERIFY(browser.lastError().isEmpty());

        QCOMPARE(browser.findElement(QStringLiteral("#missing")), QString());
        QVERIFY2(browser.lastError().isEmpty(), qPrintable(browser.lastError()));
        QCOMPARE(browser.findElements(QStringLiteral("#missing")), QStringList());
        QCOMPARE(browser.waitFor(QStringLiteral("#missing"), 300), QString());
        QVERIFY2(browser.lastError().contains(QStringLiteral("#missing")), qPrintable(browser.lastError()));
        QVERIFY(!browser.waitForScript(QStringLiteral("window.neverSet === true"), 300));
        QVERIFY(!browser.click(QStringLiteral("not-an-element")));
        QVERIFY2(browser.lastError().contains(QStringLiteral("no such element")), qPrintable(browser.lastError()));
        QVERIFY(browser.ok());
    }

private:
    std::unique_ptr<WebDriver> m_driver;
    TinySite m_site;
    QTemporaryDir m_shots;
};

QTEST_GUILESS_MAIN(TstWebDriverClient)
#include "tst_webdriver_client.moc"
