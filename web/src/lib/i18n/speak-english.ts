/** Unit tests read the dashboard's messages in English, as its code writes them, and dates as English writes them wherever they run. */
import { i18n } from '@lingui/core';
import { messages } from '../../locales/en.po';
import { readBrowserLanguagesFrom } from './formats.ts';

i18n.loadAndActivate({ locale: 'en', messages });
readBrowserLanguagesFrom(() => []);
