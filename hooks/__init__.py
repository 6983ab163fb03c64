"""The site's MkDocs hooks (listed in mkdocs.yml), one job each."""
