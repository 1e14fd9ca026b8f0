#ifndef FEATUREGEN_CYAML_SHIM_H
#define FEATUREGEN_CYAML_SHIM_H
#include <yaml.h>
#endif
