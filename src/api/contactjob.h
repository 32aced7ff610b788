#pragma once

#include "api/apijob.h"
#include "domain/contact.h"

namespace bd::api {

// GET /contacts/{id} (the real service has it; see DESIGN.md).
class ContactJob final : public ApiJob
{
    Q_OBJECT
public:
    ContactJob(AccountPtr account, const QString &contactId, QObject *parent = nullptr);
    const domain::Contact &contact() const { return m_contact; }

protected:
    bool parse(const QByteArray &body) override;

private:
    domain::Contact m_contact;
};

} // namespace bd::api
