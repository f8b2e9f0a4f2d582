"""Import a Python package, installing it with pip first when it is missing.

Shared by the scripts that need a package beyond the standard library (scripts/generate-openapi.py
needs PyYAML; scripts/api-contract also openapi-spec-validator, jsonschema and schemathesis). The
install is pip's ordinary one, then, where the system Python refuses it (PEP 668), a user install:
the same two steps as the tests' PythonTool. Nothing is installed when the import already works.
"""

import importlib
import site
import subprocess
import sys


class Unavailable(Exception):
    """The package could not be imported, even after trying to install it."""


def require(module, package, version=None):
    """The imported `module`; installs pip's `package` (with `version`, a specifier such as
    `>=4,<5`) first if the import fails or the installed version does not match. Raises
    `Unavailable` with pip's output when that does not help."""
    wanted = package + (version or "")
    try:
        imported = importlib.import_module(module)
        if version is None or _satisfies(package, version):
            return imported
    except ImportError:
        pass
    attempts = []
    for extra in ([], ["--user", "--break-system-packages"]):
        command = [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check"] + extra + [wanted]
        run = subprocess.run(command, capture_output=True, text=True)
        attempts.append(" ".join(command[1:]) + " -> exit " + str(run.returncode) + "\n" + (run.stderr or run.stdout).strip())
        if run.returncode != 0:
            continue
        # A user install may have made a folder that was not on sys.path when Python started.
        site.addsitedir(site.getusersitepackages())
        importlib.invalidate_caches()
        for name in [name for name in sys.modules if name == module or name.startswith(module + ".")]:
            del sys.modules[name]
        try:
            return importlib.import_module(module)
        except ImportError:
            continue
    raise Unavailable("the Python package " + wanted + " is not available and pip could not install it:\n"
                      + "\n".join(attempts))


def _satisfies(package, version):
    """Whether the installed distribution `package` matches the specifier `version`."""
    from importlib import metadata
    try:
        installed = metadata.version(package)
    except metadata.PackageNotFoundError:
        return False
    try:
        from packaging.specifiers import SpecifierSet
    except ImportError:  # no packaging: trust what is installed
        return True
    return installed in SpecifierSet(version)
