CREATE TABLE `health_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`database_ok` integer NOT NULL,
	`storage_ok` integer NOT NULL,
	`database_ms` integer NOT NULL,
	`storage_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `health_checks_at_idx` ON `health_checks` (`at`);--> statement-breakpoint
CREATE TABLE `maintenance_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`at` integer NOT NULL,
	`by_user_id` text,
	`summary` text NOT NULL,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `maintenance_runs_at_idx` ON `maintenance_runs` (`at`);