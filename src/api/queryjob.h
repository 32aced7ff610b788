#pragma once

#include "api/apijob.h"

#include "domain/json/jsondocument.h"

namespace bd::api {

// GET {app_url}/api/async/graphql with a JSON body {query, variables}. The response format is not
// shown by the spec: `data` and `errors` are read when present, and the whole answer is kept.
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

    const json::Document &document() const { return m_document; } // the whole answer
    QByteArray dataJson() const { return m_data; }                // the "data" member, if any
    const QStringList &queryErrors() const { return m_errors; }   // "errors[].message"

protected:
    bool parse(const QByteArray &body) override;

private:
    json::Document m_document;
    QByteArray m_data;
    QStringList m_errors;
};

} // namespace bd::api
