#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Serbian Cyrillic to Latin transliteration (assets/locale/sr_latin.py) on words whose
letters are the hard cases: the two-letter capitals, đ, ć, and picture targets left alone."""
import importlib.util
import os
import sys
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "assets", "locale",
                      "sr_latin.py")
spec = importlib.util.spec_from_file_location("sr_latin", SCRIPT)
sr_latin = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sr_latin)


class Words(unittest.TestCase):
    def test_words(self):
        for cyrillic, latin in [("Љубљана", "Ljubljana"), ("ЉУБЉАНА", "LJUBLJANA"), ("Џеп", "Džep"),
                                ("ђак", "đak"), ("Лазовић", "Lazović"), ("ЏЕП", "DŽEP"),
                                ("Њ", "Nj"), ("ЊЕГОШ", "NJEGOŠ"), ("Ђорђе Чолић", "Đorđe Čolić"),
                                ("жешће", "žešće"), ("%s → %d потеза", "%s → %d poteza")]:
            self.assertEqual(sr_latin.transliterate(cyrillic), latin)

    def test_every_letter(self):
        self.assertEqual(sr_latin.transliterate("абвгдђежзијклљмнњопрстћуфхцчџш"),
                         "abvgdđežzijklljmnnjoprstćufhcčdžš")
        self.assertEqual(sr_latin.transliterate("АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ"),
                         "ABVGDĐEŽZIJKLLJMNNJOPRSTĆUFHCČDŽŠ")

    def test_picture_targets_kept(self):
        page = "![Почетак: Мајстор на c1.](pieces:rrRrr/5/5 blue ox,boar crab)\nЗмај\n"
        self.assertEqual(sr_latin.markdown(page),
                         "![Početak: Majstor na c1.](pieces:rrRrr/5/5 blue ox,boar crab)\nZmaj\n")

    def test_catalog(self):
        po = ('msgid ""\nmsgstr ""\n"Language: sr\\n"\n\n# коментар\nmsgid "Tiger"\nmsgstr "Тигар"\n'
              '\nmsgid "A long"\n"one"\nmsgstr ""\n"Дуга "\n"реч"\n')
        self.assertEqual(sr_latin.catalog(po),
                         'msgid ""\nmsgstr ""\n"Language: sr@latin\\n"\n\n# коментар\nmsgid "Tiger"\n'
                         'msgstr "Tigar"\n\nmsgid "A long"\n"one"\nmsgstr ""\n"Duga "\n"reč"\n')


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
