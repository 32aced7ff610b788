#include "widgets/catalog/catalogdetails.h"

#include "domain/product.h"
#include "models/catalog/imageloader.h"
#include "widgets/catalog/productdetailshtml.h"
#include "widgets/common/backgroundhtml.h"
#include "widgets/common/scaledimage.h"

#include <QDesktopServices>
#include <QStandardPaths>
#include <QTextBrowser>

namespace bd::widgets {

using namespace bd::domain;

CatalogDetails::CatalogDetails(const api::AccountPtr &account, QTextBrowser *text, ScaledImage *image,
                               QObject *parent)
    : QObject(parent), m_text(text), m_image(image), m_html(new BackgroundHtml(text)),
      m_images(new models::ImageLoader(
          account->client(),
          QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/images"), this))
{
    connect(m_text, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        if (url.scheme() == u"https" || url.scheme() == u"http")
            QDesktopServices::openUrl(url);
    });
}

CatalogDetails::~CatalogDetails() = default;

// A long description is sanitized and parsed on a worker: a hostile one must not stop the window.
void CatalogDetails::showProduct(const Product &p, const QList<DecodeProblem> &problems)
{
    constexpr qsizetype LargeDescription = 20000;
    const QString *rich = p.longDescription.get();
    const bool large = rich && rich->size() > LargeDescription;
    m_html->show(
        [p, problems] { return ProductDetailsHtml::product(p) + ProductDetailsHtml::problems(problems); },
        large, tr("<p>Reading the description of %1…</p>").arg(p.name.valueOr({}).toHtmlEscaped()));
    showImage(&p);
}

void CatalogDetails::showNothing()
{
    m_html->show([] { return tr("<p>No product is selected. Select one to see its details.</p>"); }, false);
    showImage(nullptr);
}

void CatalogDetails::showImage(const Product *product)
{
    m_imageUrl = product ? product->imageUrl.valueOr({}) : QString();
    if (m_imageUrl.isEmpty()) {
        m_image->setText(product ? tr("No image") : QString());
        return;
    }
    m_image->setText(tr("Loading image…"));
    m_images->load(QUrl(m_imageUrl), this,
                   [this, url = m_imageUrl](const QImage &image, const QString &problem) {
                       if (url != m_imageUrl)
                           return; // the person moved on
                       if (image.isNull()) {
                           m_image->setText(problem);
                           return;
                       }
                       m_image->setImage(image); // scaled to its room when painted
                   });
}

} // namespace bd::widgets
