'use client';

import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { button } from '../../components/Button/Button.css';
import { Icon } from '../../components/Icon/Icon';
import { AriaLocale } from '../../internal/AriaLocale';
import { Chevron } from '../../internal/Chevron';
import type { SiteHeaderAccount, SiteHeaderMenuItem } from './AccountMenu';
import { menu, menuItem, popover, separator } from './SiteHeader.css';

/**
 * The account menu once the page is interactive (see AccountMenu). Its trigger is
 * react-aria's Button with the design system's look (MenuTrigger drives it through
 * react-aria's press events; the design system's Button is a plain native one).
 */
export function InteractiveAccountMenu({ account, menuName }: { account: SiteHeaderAccount; menuName: string }) {
  const renderItem = (item: SiteHeaderMenuItem) => (
    <MenuItem key={item.id} id={item.id} href={item.href} onAction={item.onAction} className={menuItem}>
      {item.label}
    </MenuItem>
  );

  return (
    <AriaLocale>
      <MenuTrigger>
        <Button className={button({ variant: 'tertiary', size: 'small' })} aria-label={menuName}>
          <Icon name="user" />
          {account.name}
          <Chevron />
        </Button>
        <Popover className={popover} placement="bottom end" offset={4}>
          <Menu className={menu} aria-label={menuName}>
            {account.items.map(renderItem)}
            {account.signOut ?
              <>
                <Separator className={separator} />
                {renderItem(account.signOut)}
              </>
            : null}
          </Menu>
        </Popover>
      </MenuTrigger>
    </AriaLocale>
  );
}
