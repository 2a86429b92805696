// The four wire formats on bytes: request URL, headers and body; plain and streamed replies
// (fed in awkward slices); usage, reasoning apart from the answer; model lists; error excerpts.
#include <QtTest>

#include "providers/clients/wire.h"
#include "providers/scheduling/request_scheduler.h"
#include "providers/seats/key_store.h"
#include "providers/seats/price_table.h"
#include "tests/support/fake_llm_server.h"

using namespace nashlab;
using namespace nashlab::providers;
using engine::Json;

namespace {

ChatRequest sample(const std::string& provider) {
    ChatRequest r;
    r.provider = provider;
    r.model = "m1";
    r.messages = {{"system", "You play a game."}, {"user", "Pick a number."}};
    r.temperature = 0.7;
    r.maxTokens = 50;
    r.seed = 12345;
    return r;
}

std::string header(const HttpRequest& h, const std::string& name) {
    for (const auto& [k, v] : h.headers)
        if (k == name) return v;
    return "<none>";
}

const Json kSchema = {{"type", "object"},
                      {"properties", {{"chosen_number", {{"type", "integer"}, {"minimum", 0}, {"maximum", 100}}}}},
                      {"required", {"chosen_number"}},
                      {"additionalProperties", false}};

}  // namespace

class TstProviderWire : public QObject {
    Q_OBJECT
private slots:
    void openAiRequest() {
        ChatRequest r = sample("openai");
        r.schema = kSchema;
        const HttpRequest h = wireFormat("openai")->buildRequest(r, "sk-k");
        QCOMPARE(h.url, std::string("https://api.openai.com/v1/chat/completions"));
        QCOMPARE(header(h, "Authorization"), std::string("Bearer sk-k"));
        const Json body = Json::parse(h.body);
        QCOMPARE(body["model"], Json("m1"));
        QCOMPARE(body["messages"].size(), std::size_t{2});
        QCOMPARE(body["messages"][0]["role"], Json("system"));
        QCOMPARE(body["max_completion_tokens"], Json(50));  // OpenAI's own name for it
        QVERIFY(!body.contains("max_tokens"));
        QCOMPARE(body["response_format"]["json_schema"]["schema"], kSchema);
        QVERIFY(!body.contains("stream"));
        // Compatible servers: structured output off by default; the key header absent without a key.
        r.baseUrl = "http://127.0.0.1:8000/v1/";
        QVERIFY(!wireFormat("openai")->structuredByDefault(r));
        const HttpRequest local = wireFormat("openai")->buildRequest(r, "");
        QCOMPARE(local.url, std::string("http://127.0.0.1:8000/v1/chat/completions"));
        QCOMPARE(header(local, "Authorization"), std::string("<none>"));
        QCOMPARE(Json::parse(local.body)["max_tokens"], Json(50));  // what compatible servers know
    }
    void azureRequest() {
        ChatRequest r = sample("openai");
        r.baseUrl = "https://res.openai.azure.com/openai/deployments/gpt4o";
        r.apiVersion = "2024-10-21";
        const HttpRequest h = wireFormat("openai")->buildRequest(r, "az-key");
        QCOMPARE(h.url,
                 std::string(
                     "https://res.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-10-21"));
        QCOMPARE(header(h, "api-key"), std::string("az-key"));
        QCOMPARE(header(h, "Authorization"), std::string("<none>"));
        QVERIFY(wireFormat("openai")->structuredByDefault(r));
    }
    void anthropicRequest() {
        ChatRequest r = sample("anthropic");
        r.temperature = 1.5;  // clamped to Anthropic's 0..1
        r.schema = kSchema;
        r.stream = true;
        const HttpRequest h = wireFormat("anthropic")->buildRequest(r, "ak");
        QCOMPARE(h.url, std::string("https://api.anthropic.com/v1/messages"));
        QCOMPARE(header(h, "x-api-key"), std::string("ak"));
        QCOMPARE(header(h, "anthropic-version"), std::string("2023-06-01"));
        const Json body = Json::parse(h.body);
        QCOMPARE(body["system"], Json("You play a game."));
        QCOMPARE(body["messages"].size(), std::size_t{1});
        QCOMPARE(body["temperature"], Json(1.0));
        QCOMPARE(body["tools"][0]["input_schema"], kSchema);
        QCOMPARE(body["tool_choice"]["name"], Json("answer"));
        QCOMPARE(body["stream"], Json(true));
    }
    void geminiRequest() {
        ChatRequest r = sample("gemini");
        r.schema = kSchema;
        const HttpRequest h = wireFormat("gemini")->buildRequest(r, "gk-secret");
        QCOMPARE(h.url, std::string("https://generativelanguage.googleapis.com/v1beta/models/m1:generateContent"));
        QVERIFY(h.url.find("gk-secret") == std::string::npos);  // the key never goes into a URL
        QCOMPARE(header(h, "x-goog-api-key"), std::string("gk-secret"));
        const Json body = Json::parse(h.body);
        QCOMPARE(body["systemInstruction"]["parts"][0]["text"], Json("You play a game."));
        QCOMPARE(body["contents"][0]["role"], Json("user"));
        QCOMPARE(body["generationConfig"]["maxOutputTokens"], Json(50));
        QCOMPARE(body["generationConfig"]["responseMimeType"], Json("application/json"));
        QVERIFY(!body["generationConfig"]["responseSchema"].contains("additionalProperties"));
        QCOMPARE(body["generationConfig"]["responseSchema"]["properties"]["chosen_number"]["maximum"], Json(100));
        r.stream = true;
        QCOMPARE(
            wireFormat("gemini")->buildRequest(r, "").url,
            std::string("https://generativelanguage.googleapis.com/v1beta/models/m1:streamGenerateContent?alt=sse"));
    }
    void ollamaRequest() {
        ChatRequest r = sample("ollama");
        r.schema = kSchema;
        const HttpRequest h = wireFormat("ollama")->buildRequest(r, "");
        QCOMPARE(h.url, std::string("http://localhost:11434/api/chat"));
        const Json body = Json::parse(h.body);
        QCOMPARE(body["stream"], Json(false));  // Ollama streams unless told not to
        QCOMPARE(body["options"]["num_predict"], Json(50));
        QCOMPARE(body["options"]["seed"], Json(12345));
        QCOMPARE(body["format"], kSchema);
    }
    void parseReplies_data() {
        QTest::addColumn<QString>("format");
        for (const char* f : {"openai", "anthropic", "gemini", "ollama"}) QTest::newRow(f) << QString(f);
    }
    void parseReplies() {
        QFETCH(QString, format);
        const std::string f = format.toStdString();
        const auto parsed =
            wireFormat(f)->parseResponse(test::chatBody(f, R"({"chosen_number": 21})", 120, 9, "think first"));
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->text, std::string(R"({"chosen_number": 21})"));
        QCOMPARE(parsed->reasoning, std::string("think first"));
        QCOMPARE(parsed->usage.promptTokens, 120);
        QCOMPARE(parsed->usage.completionTokens, 9);
        // Error bodies and noise are errors that say what came back.
        const auto error = wireFormat(f)->parseResponse(R"({"error": {"message": "model not found"}})");
        QVERIFY(!error.ok());
        QVERIFY(error.error().message.find("model not found") != std::string::npos);
        QVERIFY(!wireFormat(f)->parseResponse("<html>502</html>").ok());
        QVERIFY(!wireFormat(f)->parseResponse(R"({"unexpected": 1})").ok());
    }
    void streams_data() { parseReplies_data(); }
    void streams() {
        QFETCH(QString, format);
        const std::string f = format.toStdString();
        const std::string body = test::streamBody(f, R"({"chosen_number": 42})", 77, 6);
        for (std::size_t slice : {std::size_t{1}, std::size_t{7}, body.size()}) {
            auto decoder = wireFormat(f)->streamDecoder();
            std::string live;
            for (std::size_t i = 0; i < body.size(); i += slice) live += decoder->feed(body.substr(i, slice));
            QCOMPARE(live, std::string(R"({"chosen_number": 42})"));
            QCOMPARE(decoder->response().text, std::string(R"({"chosen_number": 42})"));
            QCOMPARE(decoder->response().usage.promptTokens, 77);
            QCOMPARE(decoder->response().usage.completionTokens, 6);
            QVERIFY(decoder->response().complete);
            QVERIFY(decoder->error().empty());
        }
        auto cut = wireFormat(f)->streamDecoder();
        cut->feed(body.substr(0, body.size() / 2));
        QVERIFY(!cut->response().complete);
    }
    void anthropicToolStream() {
        std::string body =
            "data: " + Json{{"type", "message_start"}, {"message", {{"usage", {{"input_tokens", 5}}}}}}.dump() + "\n\n";
        for (const char* part : {"{\"chosen_", "number\": 7}"})
            body +=
                "data: " +
                Json{{"type", "content_block_delta"}, {"delta", {{"type", "input_json_delta"}, {"partial_json", part}}}}
                    .dump() +
                "\n\n";
        body +=
            "data: " +
            Json{{"type", "content_block_delta"}, {"delta", {{"type", "thinking_delta"}, {"thinking", "hmm"}}}}.dump() +
            "\n\n";
        body += "data: {\"type\": \"message_stop\"}\n\n";
        auto decoder = wireFormat("anthropic")->streamDecoder();
        decoder->feed(body);
        QCOMPARE(decoder->response().text, std::string(R"({"chosen_number": 7})"));
        QCOMPARE(decoder->response().reasoning, std::string("hmm"));
        QVERIFY(decoder->response().complete);
        const auto tool =
            wireFormat("anthropic")
                ->parseResponse(
                    R"({"content": [{"type": "tool_use", "name": "answer", "input": {"chosen_number": 3}}], "usage": {"input_tokens": 1, "output_tokens": 2}})");
        QVERIFY(tool.ok());
        QCOMPARE(Json::parse(tool->text), Json({{"chosen_number", 3}}));
    }
    void models() {
        QCOMPARE(wireFormat("openai")->parseModels(R"({"data": [{"id": "a"}, {"id": "b"}]})").value(),
                 (std::vector<std::string>{"a", "b"}));
        QCOMPARE(wireFormat("gemini")->parseModels(R"({"models": [{"name": "models/gemini-x"}]})").value(),
                 std::vector<std::string>{"gemini-x"});
        QCOMPARE(wireFormat("ollama")->parseModels(R"({"models": [{"name": "llama3:8b"}]})").value(),
                 std::vector<std::string>{"llama3:8b"});
        QCOMPARE(wireFormat("ollama")->buildModelsRequest("http://h:1/", "").url, std::string("http://h:1/api/tags"));
        QCOMPARE(wireFormat("gemini")->buildModelsRequest("", "").method, std::string("GET"));
    }
    void canonicalKeyIgnoresTransport() {
        ChatRequest a = sample("openai");
        ChatRequest b = a;
        b.stream = true;
        QCOMPARE(a.canonical(), b.canonical());
        b.temperature = 0.2;
        QVERIFY(a.canonical() != b.canonical());
    }
    void retryAfter() {
        QCOMPARE(parseRetryAfterMs("2", 0), 2000);
        QCOMPARE(parseRetryAfterMs("", 0), -1);
        QCOMPARE(parseRetryAfterMs("soon", 0), -1);
        // 21 Oct 2015 07:28:00 GMT is 1445412480 s after the epoch; asked 3 s before it.
        QCOMPARE(parseRetryAfterMs("Wed, 21 Oct 2015 07:28:00 GMT", 1445412477000LL), 3000);
    }
    void excerptsAndRedaction() {
        QCOMPARE(errorExcerpt(R"({"error": {"message": "bad key"}})"), std::string("bad key"));
        QCOMPARE(errorExcerpt("<html>\n<b>x</b></html>"), std::string("<html> <b>x</b></html>"));
        QCOMPARE(redact("key sk-1 and sk-1 again", "sk-1"), std::string("key [redacted] and [redacted] again"));
    }
    void prices() {
        const PriceTable table = PriceTable::load();
        // gpt-4o-mini: 0.15 per million in, 0.60 per million out.
        const auto cost = table.cost("openai", "gpt-4o-mini", engine::Usage{1000000, 500000});
        QVERIFY(cost.has_value());
        QCOMPARE(*cost, 0.15 + 0.30);
        QVERIFY(!table.cost("openai", "no-such-model", engine::Usage{1, 1}).has_value());
        PriceTable mine;
        QVERIFY(mine.merge(Json::parse(R"({"models": {"fake-small": {"input": 2, "output": 4}}})")).ok());
        QCOMPARE(*mine.cost("openai", "fake-small", engine::Usage{500, 250}), (500 * 2 + 250 * 4) / 1e6);
        QVERIFY(!mine.merge(Json::parse(R"({"models": {"x": {"input": "cheap"}}})")).ok());
    }
};

QTEST_GUILESS_MAIN(TstProviderWire)
#include "tst_provider_wire.moc"
