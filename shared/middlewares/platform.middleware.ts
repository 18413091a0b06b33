import type { Middleware, Service } from "moleculer";
import type { Platform, PlatformService } from "../platform/platform";

/** Hands the platform to every service as it is created, before its own `created` runs. */
export function providePlatform(platform: Platform): Middleware {
	return {
		name: "Platform",
		serviceCreating(service: Service) {
			(service as PlatformService).platform = platform;
		},
	};
}
