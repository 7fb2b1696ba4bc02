CREATE TABLE "consent_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"showcase_id" integer REFERENCES "showcases"("id"),
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_documents_kind" CHECK ("consent_documents"."kind" in ('privacy', 'order', 'marketing')),
	CONSTRAINT "consent_documents_version" CHECK ("consent_documents"."version" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_version_idx" ON "consent_documents" USING btree (coalesce("showcase_id", 0), "kind", "version");--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"document_id" integer NOT NULL REFERENCES "consent_documents"("id"),
	"purpose" text NOT NULL,
	"ip" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_purpose" CHECK ("consents"."purpose" in ('order', 'marketing'))
);--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id", "purpose", "given_at");--> statement-breakpoint
INSERT INTO "consent_documents" ("showcase_id", "kind", "version", "title", "body") VALUES
(NULL, 'privacy', 1, 'Политика обработки персональных данных', 'Оператор обрабатывает персональные данные покупателей витрин сети в соответствии с Федеральным законом № 152-ФЗ «О персональных данных». Мы обрабатываем только те данные, которые нужны для выбранной цели: имя, телефон, адрес электронной почты и адрес доставки. Данные хранятся на серверах в России, передаются только службе доставки и платёжной системе в объёме, необходимом для исполнения заказа, и удаляются, когда цель достигнута или согласие отозвано. Отозвать согласие можно в личном кабинете в разделе «Согласия» или письмом оператору.'),
(NULL, 'order', 1, 'Согласие на обработку персональных данных для оформления и доставки заказа', 'Я даю согласие оператору витрины на обработку моих персональных данных — фамилии, имени, номера телефона, адреса электронной почты и адреса доставки — с целью оформления, оплаты и доставки заказа, в том числе на их передачу службе доставки и платёжной системе. Согласие действует до достижения цели обработки или до его отзыва. Я могу отозвать согласие в личном кабинете; отзыв не влияет на заказы, уже переданные в доставку.'),
(NULL, 'marketing', 1, 'Согласие на получение рекламных и информационных сообщений', 'Я даю согласие оператору витрины на обработку моих имени, номера телефона и адреса электронной почты с целью отправки мне сообщений об акциях, скидках и новинках. Согласие необязательно: без него заказы оформляются так же. Согласие действует до его отзыва в личном кабинете.');
