#include "models/query/schemaasker.h"

#include "api/queryjob.h"
#include "models/common/queryresponse.h"
#include "models/query/queryschema.h"

namespace bd::models {

SchemaAsker::SchemaAsker(api::AccountPtr account, std::shared_ptr<QuerySchema> schema, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_schema(std::move(schema)), m_job(this)
{}

SchemaAsker::~SchemaAsker() = default;

void SchemaAsker::askOnce()
{
    if (m_asked)
        return;
    m_asked = true;
    m_job.start(new api::QueryJob(m_account, QuerySchema::introspectionQuery(), {}, this),
                [this](const api::QueryJob &answer) {
                    const json::Value data = memberOf(answer.document().root(), "data");
                    if (answer.succeeded() && data.isObject() && m_schema->learnIntrospection(data))
                        emit learnt();
                });
}

} // namespace bd::models
