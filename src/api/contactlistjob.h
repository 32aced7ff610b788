#pragma once

#include "api/apijob.h"
#include "domain/contact.h"

namespace bd::api {

// GET /contacts?customerId=... : a customer's contacts.
class ContactListJob final : public ApiJob
{
    Q_OBJECT
public:
    ContactListJob(AccountPtr account, const QString &customerId, QObject *parent = nullptr);
    const QList<domain::Contact> &contacts() const { return m_contacts; }

protected:
    bool parse(const QByteArray &body) override;

private:
    QList<domain::Contact> m_contacts;
};

} // namespace bd::api
