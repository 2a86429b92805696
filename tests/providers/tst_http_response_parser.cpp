// HttpResponseParser on bytes: however a response is cut into reads it parses the same (every
// cut point of a Content-Length and a chunked body); chunk extensions and trailers are skipped;
// a body without a length ends with the connection; interim 100 Continue heads are skipped; and
// hostile heads (bad status, a head past its cap, a bad or overflowing chunk size, negative,
// overflowing or conflicting Content-Length, smuggling-shaped framing) are refused with a reason.
#include <QtTest>
#include <string>

#include "providers/http/http_response_parser.h"

using namespace nashlab::providers;
using State = HttpResponseParser::State;

namespace {

// Feeds `wire` cut at `cut` (two reads); returns the body.
std::string feedCut(HttpResponseParser& p, const std::string& wire, std::size_t cut) {
    std::string body;
    const std::size_t a = p.feed(std::string_view(wire).substr(0, cut), body);
    const std::size_t b = p.feed(std::string_view(wire).substr(cut), body);
    if (p.state() == State::Done && a + b != wire.size()) body += "<unused bytes>";
    return body;
}

const std::string kChunked =
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/event-stream\r\n\r\n"
    "5;name=value\r\nhello\r\n"
    "6 ;quoted=\"a;b\"\r\n world\r\n"
    "00\r\n"
    "X-Checksum: abc\r\nX-Other: 1\r\n\r\n";

}  // namespace

class TstHttpResponseParser : public QObject {
    Q_OBJECT
private slots:
    void contentLengthBodyAtEveryCut() {
        const std::string body = R"({"choices": [{"message": {"content": "42"}}]})";
        const std::string wire =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
            "\r\nRetry-After: 3\r\n\r\n" + body;
        for (std::size_t cut = 0; cut <= wire.size(); ++cut) {
            HttpResponseParser p;
            QCOMPARE(feedCut(p, wire, cut), body);
            QCOMPARE(p.state(), State::Done);
            QCOMPARE(p.status(), 200);
            QVERIFY(p.keepAlive());
            QCOMPARE(p.bodyKind(), HttpResponseParser::BodyKind::Length);
        }
        // One byte per read, and the header lookup in any case.
        HttpResponseParser p;
        std::string got;
        for (char c : wire) p.feed(std::string_view(&c, 1), got);
        QCOMPARE(got, body);
        QVERIFY(p.header("retry-after") && p.header("RETRY-AFTER"));
        QCOMPARE(*p.header("Retry-After"), std::string("3"));
        QCOMPARE(*p.header("content-length"), std::to_string(body.size()));
        QVERIFY(!p.header("Content-Encoding"));
    }

    void chunkedWithExtensionsAndTrailersAtEveryCut() {
        for (std::size_t cut = 0; cut <= kChunked.size(); ++cut) {
            HttpResponseParser p;
            QCOMPARE(feedCut(p, kChunked, cut), std::string("hello world"));
            QCOMPARE(p.state(), State::Done);
            QVERIFY(p.keepAlive());
        }
        // Streamed: each read gives the chunk data it carries, framing removed.
        HttpResponseParser p;
        std::string first, second;
        const std::size_t split = kChunked.find(" world");
        p.feed(std::string_view(kChunked).substr(0, split), first);
        QCOMPARE(first, std::string("hello"));
        QCOMPARE(p.state(), State::Body);
        p.feed(std::string_view(kChunked).substr(split), second);
        QCOMPARE(second, std::string(" world"));
    }

    void bodyUntilClose() {
        HttpResponseParser p;
        std::string body;
        p.feed("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{\"a\":", body);
        p.feed("1}", body);
        QCOMPARE(p.state(), State::Body);
        p.close();
        QCOMPARE(p.state(), State::Done);
        QCOMPARE(body, std::string("{\"a\":1}"));
        QVERIFY(!p.keepAlive());  // the body ended with the connection
    }

    void connectionCloseAndHttp10AreNotKeptAlive_data() {
        QTest::addColumn<QString>("head");
        QTest::addColumn<bool>("keepAlive");
        QTest::newRow("1.1") << "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n" << true;
        QTest::newRow("close") << "HTTP/1.1 200 OK\r\nConnection: keep-alive, Close\r\nContent-Length: 0\r\n\r\n"
                               << false;
        QTest::newRow("1.0") << "HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n" << false;
        QTest::newRow("204") << "HTTP/1.1 204 No Content\r\n\r\n" << true;
    }
    void connectionCloseAndHttp10AreNotKeptAlive() {
        QFETCH(QString, head);
        QFETCH(bool, keepAlive);
        HttpResponseParser p;
        std::string body;
        p.feed(head.toStdString(), body);
        QCOMPARE(p.state(), State::Done);
        QCOMPARE(p.keepAlive(), keepAlive);
    }

    void interimContinueIsSkipped() {
        const std::string wire =
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
            "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 7\r\nContent-Length: 2\r\n\r\nno";
        for (std::size_t cut = 0; cut <= wire.size(); ++cut) {
            HttpResponseParser p;
            QCOMPARE(feedCut(p, wire, cut), std::string("no"));
            QCOMPARE(p.status(), 429);
            QCOMPARE(*p.header("retry-after"), std::string("7"));
            QVERIFY(!p.header("link"));  // the interim head's headers are gone
        }
    }

    void bytesAfterTheResponseAreLeft() {
        const std::string one = "HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc";
        HttpResponseParser p;
        std::string body;
        QCOMPARE(p.feed(one + "HTTP/1.1 200 OK\r\n", body), one.size());
        QCOMPARE(body, std::string("abc"));
    }

    void bodyCutShortFails() {
        HttpResponseParser p;
        std::string body;
        p.feed("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhello", body);
        p.close();
        QCOMPARE(p.state(), State::Failed);
        QCOMPARE(p.status(), 200);
        QVERIFY2(p.error().find("before the end of the body") != std::string::npos, p.error().c_str());
        HttpResponseParser none;
        none.close();
        QCOMPARE(none.error(), std::string("the connection closed before any response"));
        HttpResponseParser chunked;
        chunked.feed(kChunked.substr(0, kChunked.find("00\r\n")), body);
        chunked.close();
        QCOMPARE(chunked.state(), State::Failed);
    }

    void malformedIsRefused_data() {
        QTest::addColumn<QString>("wire");
        QTest::addColumn<QString>("why");
        const QString ok = QStringLiteral("HTTP/1.1 200 OK\r\n");
        QTest::newRow("status below 100") << "HTTP/1.1 099 Low\r\n\r\n"
                                          << "status 99";
        QTest::newRow("status above 599") << "HTTP/1.1 600 High\r\n\r\n"
                                          << "status 600";
        QTest::newRow("status not digits") << "HTTP/1.1 2x0 OK\r\n\r\n"
                                           << "status line";
        QTest::newRow("status of 4 digits") << "HTTP/1.1 2000 OK\r\n\r\n"
                                            << "status line";
        QTest::newRow("HTTP/2") << "HTTP/2 200 OK\r\n\r\n"
                                << "status line";
        QTest::newRow("not HTTP") << "SSH-2.0-OpenSSH_9.2\r\n"
                                  << "status line";
        QTest::newRow("empty line first") << "\r\nHTTP/1.1 200 OK\r\n\r\n"
                                          << "status line";
        QTest::newRow("NUL in reason") << QString::fromLatin1("HTTP/1.1 200 O\0K\r\n\r\n", 20) << "status line";
        QTest::newRow("no colon") << ok + "Content-Length 5\r\n\r\n"
                                  << "header line";
        QTest::newRow("space before colon") << ok + "Content-Length : 5\r\n\r\n"
                                            << "header line";
        QTest::newRow("folded") << ok + "X-A: 1\r\n  2\r\n\r\n"
                                << "folded";
        QTest::newRow("CR in value") << ok + "X-A: 1\r2\r\n\r\n"
                                     << "header line";
        QTest::newRow("negative length") << ok + "Content-Length: -1\r\n\r\n"
                                         << "Content-Length '-1'";
        QTest::newRow("overflowing length") << ok + "Content-Length: 99999999999999999999999\r\n\r\n"
                                            << "Content-Length";
        QTest::newRow("length with sign") << ok + "Content-Length: +5\r\n\r\n"
                                          << "Content-Length";
        QTest::newRow("conflicting lengths") << ok + "Content-Length: 5\r\nContent-Length: 6\r\n\r\n"
                                             << "Content-Length '6'";
        QTest::newRow("length and chunked") << ok + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n"
                                            << "both Transfer-Encoding and Content-Length";
        QTest::newRow("gzip coding") << ok + "Transfer-Encoding: gzip, chunked\r\n\r\n"
                                     << "Transfer-Encoding";
        QTest::newRow("bad chunk size") << ok + "Transfer-Encoding: chunked\r\n\r\nzz\r\n"
                                        << "chunk size 'zz'";
        QTest::newRow("empty chunk size") << ok + "Transfer-Encoding: chunked\r\n\r\n;x\r\n"
                                          << "chunk size";
        QTest::newRow("negative chunk size") << ok + "Transfer-Encoding: chunked\r\n\r\n-5\r\n"
                                             << "chunk size";
        QTest::newRow("overflowing chunk size") << ok + "Transfer-Encoding: chunked\r\n\r\n1ffffffffffffffff\r\n"
                                                << "chunk size";
        QTest::newRow("chunk over the cap") << ok + "Transfer-Encoding: chunked\r\n\r\n100000001\r\n"
                                            << "a chunk of 4294967297 bytes";
        QTest::newRow("no CRLF after chunk") << ok + "Transfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n"
                                             << "no line end after a chunk";
        QTest::newRow("endless chunk line")
            << ok + "Transfer-Encoding: chunked\r\n\r\n1" + QString(5000, '0') << "chunk-size line longer";
        QTest::newRow("101 unasked") << "HTTP/1.1 101 Switching Protocols\r\n\r\n"
                                     << "101";
        QTest::newRow("huge head") << ok + "X-Big: " + QString(70 * 1024, 'a') << "longer than 65536 bytes";
        QTest::newRow("endless interims") << QStringLiteral("HTTP/1.1 100 Continue\r\n\r\n").repeated(20) << "interim";
    }
    void malformedIsRefused() {
        QFETCH(QString, wire);
        QFETCH(QString, why);
        const std::string bytes = wire.toLatin1().toStdString();
        for (std::size_t cut : {std::size_t{0}, bytes.size() / 2}) {
            HttpResponseParser p;
            const std::string body = feedCut(p, bytes, cut);
            QCOMPARE(p.state(), State::Failed);
            QVERIFY2(p.error().find(why.toStdString()) != std::string::npos, p.error().c_str());
            const bool head = p.error().rfind("malformed response head", 0) == 0;
            QVERIFY2(head || p.error().rfind("malformed chunked body", 0) == 0, p.error().c_str());
            QVERIFY(body.size() <= 3);
        }
    }

    void headCapHoldsMemory() {
        // A head that never ends is refused once past its cap, not buffered without bound.
        HttpResponseParser p;
        std::string body;
        p.feed("HTTP/1.1 200 OK\r\n", body);
        const std::string header = "X-Filler: " + std::string(1000, 'f') + "\r\n";
        int fed = 0;
        while (p.state() == State::Head && fed < 1000) {
            p.feed(header, body);
            ++fed;
        }
        QCOMPARE(p.state(), State::Failed);
        QVERIFY(fed <= 66);
    }
};

QTEST_APPLESS_MAIN(TstHttpResponseParser)
#include "tst_http_response_parser.moc"
