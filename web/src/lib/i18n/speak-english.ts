/** Unit tests read the dashboard's messages in English, as its code writes them. */
import { i18n } from '@lingui/core';
import { messages } from '../../locales/en.po';

i18n.loadAndActivate({ locale: 'en', messages });
