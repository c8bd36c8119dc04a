#ifndef FOCUSKIT_CCRYPT_SHIM_H
#define FOCUSKIT_CCRYPT_SHIM_H

// libxcrypt's public API: crypt_gensalt_rn, crypt_r and struct crypt_data.
#if !__has_include(<crypt.h>)
#error "libcrypt's header is missing: install Debian's libcrypt-dev (apt-get install libcrypt-dev)."
#endif
#include <crypt.h>

#endif
