#pragma once

#include "api/apijob.h"

#include "domain/json/jsondocument.h"

#include <memory>

namespace bd::api {

// GET {app_url}/api/async/graphql with a JSON body {query, variables}. The response format is not
// shown by the spec: `data` and `errors` are read when present, and the whole answer is kept.
// The answer is parsed on a worker thread (a query may select a hundred megabytes); a canceled
// job drops what the worker made.
class QueryJob final : public ApiJob
{
    Q_OBJECT
public:
    // variablesJson: a JSON object's text, or empty for none.
    QueryJob(AccountPtr account, const QString &query, const QByteArray &variablesJson,
             QObject *parent = nullptr);

    static QString path() { return QStringLiteral("/api/async/graphql"); }
    // The body the job sends: {"query": query, "variables": variablesJson} (empty: {}). When the
    // variables are not a JSON object, {} stands for them and *variablesOk is false (the job then
    // refuses to send).
    static QByteArray requestBody(const QString &query, const QByteArray &variablesJson,
                                  bool *variablesOk = nullptr);

    const json::Document &document() const; // the whole answer
    // The same, shared: no copy of a large answer's bytes or tape.
    std::shared_ptr<const json::Document> sharedDocument() const { return m_document; }
    QByteArray dataJson() const;                                // the "data" member's text (a copy), if any
    const QStringList &queryErrors() const { return m_errors; } // "errors[].message"

protected:
    bool parse(const QByteArray &body) override;

private:
    std::shared_ptr<const json::Document> m_document;
    QStringList m_errors;
};

} // namespace bd::api
