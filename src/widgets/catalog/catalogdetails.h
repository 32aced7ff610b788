#pragma once

// The catalog's details pane: a product's details (productdetailshtml.h, a long description
// laid out on a worker so the window keeps answering) and its image, loaded through the image
// cache and shown whole in its room (scaledimage.h). Links in a description open in the browser only when
// clicked, and only web addresses.

#include "api/account.h"
#include "domain/decodecontext.h"

#include <QObject>

class QTextBrowser;

namespace bd::domain {
struct Product;
} // namespace bd::domain
namespace bd::models {
class ImageLoader;
} // namespace bd::models

namespace bd::widgets {

class BackgroundHtml;
class ScaledImage;

class CatalogDetails final : public QObject
{
    Q_OBJECT
public:
    // Shows in `text` and `image` (not owned); images come through `account`'s client.
    CatalogDetails(const api::AccountPtr &account, QTextBrowser *text, ScaledImage *image,
                   QObject *parent = nullptr);
    ~CatalogDetails() override;

    void showProduct(const domain::Product &product, const QList<domain::DecodeProblem> &problems = {});
    // No product is selected: says so.
    void showNothing();

private:
    void showImage(const domain::Product *product);

    QTextBrowser *m_text;
    ScaledImage *m_image;
    BackgroundHtml *m_html;
    models::ImageLoader *m_images;
    QString m_imageUrl; // of the product shown; an image that arrives for another is dropped
};

} // namespace bd::widgets
