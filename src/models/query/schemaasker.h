#pragma once

// Asks a service for its schema (GraphQL introspection) once, under the account the query
// console was opened for, and teaches the answer to that account's QuerySchema. Asked after a
// first answer shows queries are answered there; a service that does not answer it is not asked
// again. Dropped with its owner: an account the person left behind (another tenant, signed out)
// ends its request with the account, and nothing is learnt from it.

#include "api/account.h"
#include "models/common/jobslot.h"

#include <QObject>

#include <memory>

namespace bd::models {

class QuerySchema;

class SchemaAsker final : public QObject
{
    Q_OBJECT
public:
    SchemaAsker(api::AccountPtr account, std::shared_ptr<QuerySchema> schema, QObject *parent = nullptr);
    ~SchemaAsker() override;

    // Sends the introspection query unless it was sent before.
    void askOnce();
    bool isAsking() const { return m_job.isRunning(); }

signals:
    void learnt(); // the schema took the service's answer

private:
    api::AccountPtr m_account;
    std::shared_ptr<QuerySchema> m_schema;
    JobSlot m_job;
    bool m_asked = false;
};

} // namespace bd::models
