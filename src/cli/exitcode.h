#pragma once

// The exit status of every command, as documented in --help and the man page. Scripts rely on
// these numbers: never renumber them.

namespace bd::api {
struct ApiError;
}

namespace bd::cli {

enum ExitCode : int {
    Done = 0,
    RequestFailed = 1, // the service could not be reached, refused the request, or answered badly
    Usage = 2,         // the command line is wrong; nothing was sent
    NotSignedIn = 3,   // no sign-in, credentials refused, or a deletion not confirmed
    RowsFailed = 4,    // some rows of a CSV update failed; the others were sent
};

// The exit status for a request that failed: credentials and ended sessions are NotSignedIn,
// a value the spec's rules refuse before sending is Usage, everything else RequestFailed.
ExitCode exitCodeFor(const api::ApiError &error);

} // namespace bd::cli
