"""Helpers of scripts/axe-oracle: the browser differential of epub-a11y against axe-core.

book      unpacks a book and lists the documents DAISY Ace would hand to axe
browser   runs axe-core in headless Chromium (selenium) configured as Ace configures it
compare   runs our CLI, compares per (document, rule), reads the known differences
"""
