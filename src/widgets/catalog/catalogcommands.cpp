// What the command bar finds in the catalog (CatalogScreen::offerCommands): the products whose
// name or SKU match what was typed, and for a pasted id or SKU the product itself, read from the
// service when the list does not hold it.

#include "domain/validation.h"
#include "models/catalog/catalogcommandsearch.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/catalogmodel.h"
#include "models/commands/fuzzymatch.h"
#include "ui_catalogscreen.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/catalog/catalogtree.h"

#include <QPointer>

namespace bd::widgets {

using models::Command;

void CatalogScreen::offerCommands(models::CommandSearch &search)
{
    const QPointer<CatalogScreen> self(this);
    const QList<domain::ProductSummary> &products = m_model->products();
    const auto product = [&](int i, Command::Group group) {
        const domain::ProductSummary &p = products.at(i);
        Command c;
        c.group = group;
        c.text = p.name.isEmpty() ? p.sku : p.name;
        c.detail = p.name.isEmpty() ? p.id : p.sku;
        c.key = QStringLiteral("product:") + p.id;
        c.run = [self, id = p.id]() -> models::PendingLookup * {
            if (self)
                self->showProduct(id);
            return nullptr;
        };
        return c;
    };
    // A pasted id or SKU: that product first, from the list or (an id) from the service.
    const models::PastedText &pasted = search.pasted();
    if (pasted.kind == models::PastedText::Kind::Id) {
        const QString &token = pasted.ids.first();
        int held = m_commandMatcher.productWithId(*m_model, token);
        if (held < 0)
            held = m_commandMatcher.productWithSku(*m_model, token);
        if (held >= 0) {
            Command c = product(held, Command::Group::Jump);
            c.text = tr("Open product %1").arg(c.text);
            search.offerScored(std::move(c));
        } else if (!domain::validateProductId(token)) {
            Command c;
            c.group = Command::Group::Jump;
            c.text = tr("Look up product %1").arg(token);
            c.detail = tr("asks the service");
            c.key = QStringLiteral("product:") + token;
            c.run = [self, token]() -> models::PendingLookup * {
                return self ? self->lookUpProduct(token) : nullptr;
            };
            search.offerScored(std::move(c));
        }
    }
    if (search.isEmpty()) {
        m_commandMatcher.prepareSoon(*m_model); // the bar just opened: ready for the first key
        return;
    }
    for (const models::ProductMatch &m :
         m_commandMatcher.match(*m_model, search.utf8Words(), search.perGroup())) {
        Command c = product(m.product, Command::Group::Product);
        c.score = m.score;
        search.match(c.text, &c.highlights);
        search.offerScored(std::move(c));
    }
}

void CatalogScreen::showProduct(const QString &id)
{
    showInWindow();
    // A product the search hides: the search goes, so the list shows it in its place.
    if (!m_model->indexOfProduct(id).isValid() && m_commandMatcher.productWithId(*m_model, id) >= 0)
        m_ui->search->clear();
    openById(id); // selects it, or (hidden by a filter) reads it and shows it beside the list
    m_ui->tree->setFocus(Qt::OtherFocusReason);
}

models::PendingLookup *CatalogScreen::lookUpProduct(const QString &id)
{
    showInWindow();
    openById(id);
    if (!m_loader->isFetching())
        return nullptr; // held after all, or refused at once (the screen says why)
    auto *lookup = new models::PendingLookup([this] { m_loader->cancelFetch(); }, this);
    connect(m_loader, &models::CatalogLoader::productFetched, lookup, [lookup, id](const domain::Product &p) {
        if (p.id.valueOr({}) == id)
            lookup->finish(true);
    });
    connect(m_loader, &models::CatalogLoader::productFetchFailed, lookup,
            [lookup, id](const QString &failed, const QString &message) {
                if (failed == id)
                    lookup->finish(false, message);
            });
    connect(m_loader, &models::CatalogLoader::fetchCanceled, lookup,
            [lookup](const QString &) { lookup->finish(false, tr("Canceled.")); });
    connect(lookup, &models::PendingLookup::finished, lookup, &QObject::deleteLater);
    return lookup;
}

} // namespace bd::widgets
