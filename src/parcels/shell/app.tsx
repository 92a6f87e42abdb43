import type { AppProps } from 'single-spa';
import { usePathname, type RouteEntry } from '@publisher-platform/shared';
import { useCurrentPublisher } from './features/profile/api/current-publisher';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { Sidebar } from './layout/sidebar';
import { ContentOutlet } from './outlet/content-outlet';

export interface ShellProps {
  routes: readonly RouteEntry[];
  mountParcel: AppProps['mountParcel'];
}

/** The authenticated frame: mounted once, it never re-mounts while the publisher moves around. */
export function ShellApp({ routes, mountParcel }: ShellProps) {
  const pathname = usePathname();
  const { data: publisher } = useCurrentPublisher();
  return (
    <div
      data-slot="shell"
      className="pp:flex pp:min-h-screen pp:flex-col pp:bg-background pp:text-foreground"
    >
      <Header username={publisher?.username} />
      <div className="pp:flex pp:flex-1 pp:flex-col pp:lg:flex-row">
        <Sidebar pathname={pathname} roles={publisher?.customer.roles ?? []} />
        <ContentOutlet routes={routes} mountParcel={mountParcel} />
      </div>
      <Footer />
    </div>
  );
}
