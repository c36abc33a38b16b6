import { mountDevPage } from '@storefront/shell/dev';
import '@storefront/ui/tokens.css';
import Routes from './Routes';

mountDevPage(Routes);
