#include "cli/exitcode.h"

#include "api/apierror.h"

namespace bd::cli {

ExitCode exitCodeFor(const api::ApiError &error)
{
    using Kind = api::ApiError::Kind;
    switch (error.kind) {
    case Kind::None: return Done;
    case Kind::Unauthorized:
    case Kind::TenantKeyRejected:
    case Kind::SignInRequired: return NotSignedIn;
    case Kind::Invalid:
    case Kind::InsecureAddress: return Usage;
    default: return RequestFailed;
    }
}

} // namespace bd::cli
