#ifndef FOCUSKIT_CCRYPT_SHIM_H
#define FOCUSKIT_CCRYPT_SHIM_H

// libxcrypt's public API: crypt_gensalt_rn, crypt_r and struct crypt_data.
#include <crypt.h>

#endif
